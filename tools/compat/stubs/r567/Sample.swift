import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The journey cell shows the departure platform beside the time; a changed platform turns red.
    VStack(alignment: .leading, spacing: 8) {
        HStack {
            Text("10:42").font(.system(size: 17, weight: .semibold))
            Spacer()
            PlatformView(isShowingPlatormWord: true, platform: Prognosed(actual: "7", planned: "7"))
        }
        HStack {
            Text("11:05").font(.system(size: 17, weight: .semibold))
            Spacer()
            PlatformView(isShowingPlatormWord: true, platform: Prognosed(actual: "12", planned: "14"))
        }
        HStack {
            Text("11:30").font(.system(size: 17, weight: .semibold))
            Spacer()
            PlatformView(isShowingPlatormWord: false, platform: Prognosed(actual: "3a", planned: "3a"))
        }
    }
    .padding()
}
