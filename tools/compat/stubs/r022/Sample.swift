import SwiftUI

@MainActor func makeSampleRow() -> some View {
    MessageBanner(message: "Loading Model…")
}
