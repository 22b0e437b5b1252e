// Stubs for vasbaz/drugtable Drugtable/Views/RemindersGroupView.swift (MainPageRemindersGroupView): the
// models (Drugtable/Models: Drug, Dosage, Interval, Reminder), ReminderViewModel and RemindersGroupViewModel
// (Drugtable/ViewModels), the LinearGradient(colors:) helper (Drugtable/Utils/Gradient.swift),
// ReminderRowMainPageView (Drugtable/Views; our own stand-in) and the mock providers (Drugtable/Mocks).
import SwiftUI

final class RemindersGroupViewModel: Identifiable {
    let id = UUID()
    let interval: Interval
    var reminderViewModels: [ReminderViewModel]

    init(interval: Interval) {
        self.interval = interval
        self.reminderViewModels = []
    }

    init(interval: Interval, reminderViewModels: [ReminderViewModel]) {
        self.interval = interval
        self.reminderViewModels = reminderViewModels
    }
}

final class RemindersGroupViewMockProvider: MockProvider {
    func getMock() -> RemindersGroupViewModel {
        let vm = ReminderViewModelMockProvider().getMock()
        return RemindersGroupViewModel(interval: vm.interval, reminderViewModels: [vm])
    }
}

extension LinearGradient {
    init(colors: [Color]) {
        // Top to bottom.
        self.init(gradient: Gradient(colors: colors), startPoint: .top, endPoint: .bottom)
    }
}

struct ReminderRowMainPageView: View {
    let viewModel: ReminderViewModel

    // Our stand-in: the drug on the left, its dose on the right.
    var body: some View {
        let drug = viewModel.drug.name, dose = viewModel.reminder.dosage.amount
        return HStack {
            Text(drug)
            Spacer()
            Text(dose)
        }
        .padding(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
    }
}
