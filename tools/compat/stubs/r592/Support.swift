// Stubs for olehzahor/MoweeSwiftUI Movee/Scenes/MediaDetails/Views/Facts/MediaFactRowView.swift:
// KeyValueItem (Models/KeyValueItem.swift). Our own test double.
import Foundation

struct KeyValueItem<T>: Identifiable {
    var id: String { key }
    let key: String
    let value: T
}
