import OracleHarness
import SwiftUI

// o008: blockchain/My-Wallet-V3-iOS, TagTests.testTags (.1), light, @2x.
// Tag_Previews.previews (ten stacks of a light and a dark-scheme tag: default, info-alt, success,
// warning, error, small and large) fixed in size in one HStack; default `.image` (sized to fit,
// light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(HStack { Tag_Previews.previews.fixedSize() })
}

let oracleLayout = OracleLayout.sizeThatFits
