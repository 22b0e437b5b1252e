import SwiftUI
import SwiftData

@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: DataItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let base = Date(timeIntervalSince1970: 1_764_000_000)
    let open = [DataItem(name: "Buy oat milk", dueDate: base), DataItem(name: "Book dentist", dueDate: base.addingTimeInterval(86_400 * 3))]
    let done = DataItem(name: "Pay rent", dueDate: base.addingTimeInterval(-86_400))
    done.isCheck = true
    for item in open + [done] { container.mainContext.insert(item) }
    // ContentView: To Do and Done sections in a plain list.
    return NavigationStack {
        List {
            Section(header: Text("To Do")) {
                ForEach(open) { item in TaskRow(item: item) }
            }
            Section(header: Text("Done")) {
                TaskRow(item: done)
            }
        }
        .listStyle(.plain)
        .navigationTitle("Remiders")
        .navigationBarTitleDisplayMode(.inline)
    }
    .modelContainer(container)
}
