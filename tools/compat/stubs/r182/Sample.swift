import AltSourceKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let app = ASRepository.App(
        id: "kh.crysalis.feather",
        name: "Feather",
        subtitle: "On-device app signing.",
        developer: "samara",
        version: "2.2.0",
        downloadURL: URL(string: "https://github.com/khcrysalis/Feather/releases/download/v2.2.0/Feather.ipa"),
        localizedDescription: "Feather is a free on-device iOS application manager/installer built with UIKit for quality.",
        iconURL: URL(string: "https://raw.githubusercontent.com/khcrysalis/Feather/main/Images/512.png")
    )
    let source = ASRepository(
        id: "thewonderofyou.feather",
        name: "Feather Repository",
        iconURL: URL(string: "https://raw.githubusercontent.com/khcrysalis/Feather/main/Images/512.png"),
        apps: [app]
    )
    return SourceAppsCellView(source: source, app: app)
}
