import SwiftUI

@MainActor func makeSampleRow() -> some View {
    func reminder(_ id: String, _ drug: String, _ amount: String, _ interval: Interval) -> ReminderViewModel {
        let d = Drug(id: "d-\(id)", name: drug, inListPosition: 0)
        return ReminderViewModel(reminder: Reminder(id: id, drugId: d.id, dosage: Dosage(amount: amount),
                                                    intervalId: interval.id, inListPosition: 0),
                                 drug: d, interval: interval)
    }
    let morning = Interval(id: "i1", name: "Morning", theme: .morning, orderPosition: 0)
    let night = Interval(id: "i5", name: "Night", theme: .night, orderPosition: 4)
    let groups = [
        RemindersGroupViewModel(interval: morning, reminderViewModels: [
            reminder("r1", "Ibuprofen", "200 mg", morning),
            reminder("r2", "Vitamin D3", "1 tablet", morning),
        ]),
        RemindersGroupViewModel(interval: night, reminderViewModels: [
            reminder("r3", "Melatonin", "3 mg", night),
        ]),
    ]
    // MainPageView stacks the groups in a scroll view.
    return ScrollView {
        VStack(spacing: 12) {
            ForEach(groups) { group in
                MainPageRemindersGroupView(viewModel: group)
            }
        }
        .padding()
    }
}
