import SwiftUI

// The map database list.
@MainActor func makeSampleRow() -> some View {
    let maps = [
        MapModel(name: "prontera", localizedName: "Prontera"),
        MapModel(name: "prt_fild08", localizedName: "Prontera Field"),
        MapModel(name: "moc_fild12"),
    ]
    return NavigationStack {
        List(maps, id: \.name) { map in
            MapCell(map: map, secondaryText: map.name == "prontera" ? "Capital of Rune-Midgarts" : nil)
        }
        .navigationTitle("Maps")
    }
}
