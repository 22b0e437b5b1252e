// Stand-in for delta-client's PingIndicator (Sources/Client/Components/PingIndicator.swift), itself a row
// of the half (r864): a dot in the given colour. Our own test double.
import SwiftUI

struct PingIndicator: View {
    let color: Color

    var body: some View {
        Circle().foregroundColor(color).fixedSize()
    }
}
