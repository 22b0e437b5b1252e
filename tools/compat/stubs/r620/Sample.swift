import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The about card of the settings screen: link rows under a label.
    ScrollView {
        VStack(alignment: .leading) {
            SettingsLabelStandIn(title: "ABOUT", image: "info.circle")
            SettingsLinkRowView(name: "Website", label: "Pale Blue Dot", urlString: "https://example.com")
            SettingsLinkRowView(name: "Twitter", label: "@scriptwidget", urlString: "https://example.com/tw")
        }
        .padding()
        .background(Color(uiColor: .secondarySystemBackground))
        .cornerRadius(12)
        .padding()
    }
}

/// A plain stand-in for the settings section label (SettingsLabelView is a row of this half, r619).
struct SettingsLabelStandIn: View {
    let title: String
    let image: String
    var body: some View {
        HStack {
            Text(title).fontWeight(.bold)
            Spacer()
            Image(systemName: image)
        }
    }
}
