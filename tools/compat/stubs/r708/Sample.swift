import SwiftUI

// The K5 dashboard's "Important Dates": one cell per event, in a plain list.
@MainActor func makeSampleRow() -> some View {
    let items = [
        K5ImportantDateItem(subject: "Math", title: "Fractions quiz", color: Color(red: 0.18, green: 0.55, blue: 0.34),
                            date: Date(timeIntervalSince1970: 1_764_000_000), route: URL(string: "/courses/1/assignments/9"), type: .assignment),
        K5ImportantDateItem(subject: "Science", title: "Field trip to the botanical garden", color: Color(red: 0.64, green: 0.25, blue: 0.73),
                            date: Date(timeIntervalSince1970: 1_764_100_000), route: nil, type: .event),
    ]
    return List {
        Section(header: Text("Thursday, Nov 27")) {
            ForEach(items, id: \.self) { item in
                K5ImportantDateCell(item: item)
            }
        }
    }
    .listStyle(.plain)
    .environment(\.defaultMinListRowHeight, 10)
}
