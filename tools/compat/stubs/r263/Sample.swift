import Foundation
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let downloading = Progress(totalUnitCount: 100)
    downloading.completedUnitCount = 37
    let almostDone = Progress(totalUnitCount: 100)
    almostDone.completedUnitCount = 92
    return VStack(alignment: .leading, spacing: 12) {
        Text("Telegram 11.2 — 37%").font(.footnote)
        SimpleProgress(progress: downloading)
        Text("Keynote 14.1 — 92%").font(.footnote)
        SimpleProgress(progress: almostDone)
    }
    .padding()
}
