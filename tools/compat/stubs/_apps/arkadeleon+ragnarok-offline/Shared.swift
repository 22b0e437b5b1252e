// Stubs for arkadeleon/ragnarok-offline shared by its rows (r787, r788): the database models the cells
// show (Database/Item/ItemModel.swift, Map/MapModel.swift:
// observable, with their display names; the icons are fetched from the game's resources in the app and
// never arrive here), and the item and map
// thumbnails (Item/ItemIconImageView.swift, Map/MapImageView.swift: an SF Symbol until an icon loads).
// Our own test doubles with the app's names.
import SwiftUI
import Observation

@Observable
final class ItemModel {
    let name: String
    let aegisName: String
    let slots: Int
    let localizedName: String?

    init(name: String, aegisName: String, slots: Int = 0, localizedName: String? = nil) {
        self.name = name
        self.aegisName = aegisName
        self.slots = slots
        self.localizedName = localizedName
    }

    var displayName: String {
        let base = localizedName ?? name
        return slots > 0 ? "\(base) [\(slots)]" : base
    }

    @MainActor func fetchIconImage() async {}
}

@Observable
final class MapModel {
    let name: String
    let localizedName: String?

    init(name: String, localizedName: String? = nil) {
        self.name = name
        self.localizedName = localizedName
    }

    var displayName: String { localizedName ?? name }

    @MainActor func fetchImage() async {}
}

struct ItemIconImageView: View {
    var item: ItemModel
    var body: some View {
        SwiftUI.Image(systemName: "leaf")
            .font(.system(size: 25, weight: .thin))
            .foregroundStyle(Color.secondary)
            .frame(width: 40, height: 40)
    }
}

struct MapImageView: View {
    var map: MapModel
    var body: some View {
        SwiftUI.Image(systemName: "map")
            .font(.system(size: 25, weight: .thin))
            .foregroundStyle(Color.secondary)
            .frame(width: 40, height: 40)
    }
}
