import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SessionRow(session: SampleData.shared.sessions.first!)
}
