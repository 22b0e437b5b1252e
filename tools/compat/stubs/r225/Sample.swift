import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        TableViewEntryRow(icon: Image(systemName: "person.crop.circle"), title: "Accounts")
        TableViewEntryRow(icon: Image(systemName: "paintbrush"), title: "Appearance")
        TableViewEntryRow(title: "About", accessorySymbolName: nil)
    }
}
