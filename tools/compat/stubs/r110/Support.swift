import SwiftUI
// Stubs for AlexRevature/HabitoApp HabitoApp/View/Habits/HabitCellView.swift (what the row uses from elsewhere in its app).

/// The asset catalog's "back" image, as Xcode's generated asset symbols spell it.
extension ImageResource {
    static let back = ImageResource(name: "back", bundle: .main)
}

/// View/Habits/HabitTrackView.swift (the navigation destination; a short double here).
struct HabitTrackView: View {
    @Binding var info: HabitPacket
    @Binding var remainShown: Bool

    init(info: Binding<HabitPacket>, remainShown: Binding<Bool>) {
        self._info = info
        self._remainShown = remainShown
    }

    var body: some View {
        VStack {
            Text(info.asset.title).font(.title)
            Text(info.asset.message)
            Text("\(info.habit.count)/\(info.habit.total) \(info.asset.unit)")
        }
    }
}
