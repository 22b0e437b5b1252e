import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The settings screen heads each group with a label row inside a grouped list.
    List {
        Section {
            SettingsLabelView(title: "Document", image: "info.circle")
            Text("Getting started")
        }
        Section {
            SettingsLabelView(title: "About", image: "person.crop.circle")
            Text("Version 2.4")
        }
    }
    .listStyle(.insetGrouped)
}
