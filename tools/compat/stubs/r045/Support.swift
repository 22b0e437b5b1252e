import SwiftUI
import Kingfisher
import OpenHABCore
import SFSafeSymbols
// Stubs for openhab/openhab-ios openHABWatch Extension/Views/Rows/GenericRow.swift (what the row uses from elsewhere in its app).

extension ObservableOpenHABWidget {
    /// A chevron into the linked page (the app's NavigationLink to the page's ContentView).
    @ViewBuilder func makeView(settings: ObservableOpenHABDataObject) -> some View {
        if let linkedPage {
            NavigationLink(destination: Text(linkedPage.title)) {
                Image(systemSymbol: .chevronRight)
            }
        } else {
            EmptyView()
        }
    }
}
