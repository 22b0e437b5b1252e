import SwiftUI

@MainActor func makeSampleRow() -> some View {
    IconLabel(NSLocalizedString("Keys", comment: "Settings section for managing keys"), img_name: "key.fill", color: .orange)
}
