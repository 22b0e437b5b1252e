import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let test_state = test_damus_state
    return NIP05Badge(nip05: NIP05(username: "jb55", host: "jb55.com"), pubkey: test_state.pubkey, damus_state: test_state, show_domain: true, nip05_domain_favicon: nil)
}
