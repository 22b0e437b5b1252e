import SwiftUI
// Stubs for vasbaz/drugtable Drugtable/Views/RemindersGroupView.swift (MainPageRemindersGroupView): the
// models (Drugtable/Models: Drug, Dosage, Interval, Reminder), ReminderViewModel and RemindersGroupViewModel
// (Drugtable/ViewModels), the LinearGradient(colors:) helper (Drugtable/Utils/Gradient.swift),
// ReminderRowMainPageView (Drugtable/Views; our own stand-in) and the mock providers (Drugtable/Mocks).

typealias DrugId = String
typealias IntervalId = String
typealias ReminderId = String

struct Dosage: Hashable, Codable {
    let amount: String
}

struct Drug: Hashable, Codable, Identifiable {
    let id: DrugId
    let name: String
    let inListPosition: Int
}

enum IntervalTheme: String, Codable {
    case morning, dayIPart, dayIIPart, evening, night
}

struct Interval: Hashable, Codable, Identifiable {
    let id: IntervalId
    let name: String
    let theme: IntervalTheme
    let orderPosition: Int
}

struct Reminder: Hashable, Codable, Identifiable {
    let id: ReminderId
    let drugId: DrugId
    let dosage: Dosage
    let intervalId: IntervalId
    let inListPosition: Int
}

struct ReminderViewModel: Identifiable {
    let id = UUID()
    let reminder: Reminder
    let drug: Drug
    let interval: Interval
}

protocol MockProvider {}

final class ReminderViewModelMockProvider: MockProvider {
    func getMock() -> ReminderViewModel {
        let drug = Drug(id: "d1", name: "Ibuprofen", inListPosition: 0)
        let interval = Interval(id: "i1", name: "Morning", theme: .morning, orderPosition: 0)
        return ReminderViewModel(reminder: Reminder(id: "r1", drugId: drug.id, dosage: Dosage(amount: "200 mg"),
                                                    intervalId: interval.id, inListPosition: 0),
                                 drug: drug, interval: interval)
    }
}

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
