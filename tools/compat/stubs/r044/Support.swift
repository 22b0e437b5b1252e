import SwiftUI
import Kingfisher
import OpenHABCore
import SFSafeSymbols
// Stubs for openhab/openhab-ios openHABWatch Extension/Views/Rows/SetpointRow.swift (what the row uses from elsewhere in its app).

struct EncircledIconWithAction: View {
    var systemSymbol: SFSymbol
    var action: () -> Void
    var body: some View {
        Image(systemSymbol: systemSymbol)
            .font(.system(size: 25))
            .foregroundColor(.blue)
            .onTapGesture { action() }
    }
}
