// Stubs for p2p-org/p2p-wallet-ios (r753): the red alert dot the settings preview overlays on an icon.
// Our own test double.
import SwiftUI

struct AlertIndicatorView: View {
    let fillColor: Color

    var body: some View {
        Circle()
            .strokeBorder(Color(.snow), lineWidth: 1)
            .background(Circle().fill(fillColor).frame(width: 8.5, height: 8.5))
            .frame(width: 9.5, height: 9.5)
    }
}
