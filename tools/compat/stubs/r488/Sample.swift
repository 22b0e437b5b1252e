import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let morning = Interval(id: "i1", name: "Morning", theme: .morning, orderPosition: 0)
    let evening = Interval(id: "i4", name: "Evening", theme: .evening, orderPosition: 3)
    func reminder(_ id: String, _ drug: String, _ amount: String, _ interval: Interval) -> ReminderViewModel {
        let d = Drug(id: "d-\(id)", name: drug, inListPosition: 0)
        return ReminderViewModel(reminder: Reminder(id: id, drugId: d.id, dosage: Dosage(amount: amount),
                                                    intervalId: interval.id, inListPosition: 0),
                                 drug: d, interval: interval)
    }
    let reminders = [
        reminder("r1", "Ibuprofen", "200 mg", morning),
        reminder("r2", "Vitamin D3", "1 tablet", morning),
        reminder("r3", "Melatonin", "3 mg", evening),
    ]
    return List(reminders) { vm in
        ReminderRowListPageView(viewModel: vm)
    }
}
