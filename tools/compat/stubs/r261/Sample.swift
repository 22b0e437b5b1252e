import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let manager = DebridManager(selectedDebridType: .realDebrid, cachedHashes: [
        "a1b2c3": .full,
        "d4e5f6": .partial,
    ])
    return VStack(alignment: .leading, spacing: 10) {
        HStack { Text("Big Buck Bunny 1080p"); DebridLabelView(magnet: Magnet(hash: "a1b2c3", link: nil)) }
        HStack { Text("Sintel (season pack)"); DebridLabelView(magnet: Magnet(hash: "d4e5f6", link: nil)) }
        HStack { Text("Tears of Steel"); DebridLabelView(magnet: Magnet(hash: "0f0f0f", link: nil)) }
    }
    .environmentObject(manager)
    .padding()
}
