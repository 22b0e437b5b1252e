import SwiftUI
import UIKit

@MainActor func makeSampleRow() -> some View {
    // KBConfigView: one row per key, with its current mapping on the right.
    List {
        Section(header: Text("Modifiers")) {
            DefaultRow(title: "Caps Lock", description: "Escape") { Text("Caps Lock") }
            DefaultRow(title: "Control", description: "Control") { Text("Control") }
            DefaultRow(title: "Option", description: "Meta") { Text("Option") }
        }
        Section(header: Text("Shortcuts")) {
            DefaultRow(title: "Press ⌘ and", description: "⌘ + T") { Text("Shortcuts") }
        }
    }
    .listStyle(.grouped)
    .environmentObject(Nav(navController: UINavigationController()))
}
