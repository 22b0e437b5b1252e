import SwiftUI
import WhiskyKit

@MainActor func makeSampleRow() -> some View {
    let bottle = Bottle(bottleUrl: URL(filePath: "/Users/demo/Library/Containers/com.isaacmarovitz.Whisky/Bottles/Steam"),
                        isAvailable: true)
    bottle.settings.name = "Steam"
    return List {
        BottleListEntry(bottle: bottle, selected: .constant(nil), refresh: .constant(false))
    }
}
