import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SourcesCellView(source: AltSource(
        iconURL: URL(string: "https://raw.githubusercontent.com/khcrysalis/Feather/main/Images/512.png"),
        identifier: "thewonderofyou.feather",
        name: "Feather Repository",
        sourceURL: URL(string: "https://raw.githubusercontent.com/khcrysalis/Feather/main/app-repo.json")
    ))
}
