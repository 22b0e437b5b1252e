import OracleHarness
import SwiftUI

// o068: autoreleasefool/approach, BannerViewTests.snapshotBanners(), light, @3x.
// Two groups of six full-width banners (plain, success, destructive, info, primary, red on blue):
// titles only, then title and message, in a VStack framed 428 pt wide, snapshotted with the
// default .image strategy (size that fits), no traits (the simulator's light appearance).
@MainActor func makeOracleView() -> AnyView {
    AnyView(
        VStack {
            VStack(alignment: .leading) {
                Banner(.title("Banner"), style: .plain)
                Banner(.title("Banner"), style: .success)
                Banner(.title("Banner"), style: .destructive)
                Banner(.title("Banner"), style: .info)
                Banner(.title("Banner"), style: .primary)
                Banner(.title("Banner"), style: .init(foreground: .red, background: .blue))
            }
            .frame(maxWidth: .infinity)

            VStack(alignment: .leading) {
                Banner(.titleAndMessage("Banner", "This is a message"), style: .plain)
                Banner(.titleAndMessage("Banner", "This is a message"), style: .success)
                Banner(.titleAndMessage("Banner", "This is a message"), style: .destructive)
                Banner(.titleAndMessage("Banner", "This is a message"), style: .info)
                Banner(.titleAndMessage("Banner", "This is a message"), style: .primary)
                Banner(.titleAndMessage("Banner", "This is a message"), style: .init(foreground: .red, background: .blue))
            }
            .frame(maxWidth: .infinity)
        }
        .frame(width: 428)
    )
}

let oracleLayout = OracleLayout.sizeThatFits
