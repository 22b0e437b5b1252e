import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        AttachmentUploadStatusCapsuleView(42)
        AttachmentUploadStatusCapsuleView()
    }
    .padding()
    .background(Color.gray)
}
