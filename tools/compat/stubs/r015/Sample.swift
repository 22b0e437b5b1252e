import SwiftUI
import CorkModels

@MainActor func makeSampleRow() -> some View {
    List {
        TapListItem(tap: BrewTap(fullName: "homebrew/core"))
        TapListItem(tap: BrewTap(fullName: "buresdv/homebrew-cork", isBeingModified: true))
    }
}
