import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ProfileRowMissing(pubkey: "84dee6e676e5bb67b4ad4e042cf70cbd8681155db535942fcc6a0533858a7240")
}
