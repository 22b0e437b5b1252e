import SwiftUI
import ActivityIndicatorView
// Stubs for exyte/Chat Sources/ExyteChat/Views/Attachments/AttachmentUploadStatusCapsuleView.swift (what the row uses from elsewhere in its package).

// Views/Attachments/ActivityIndicator.swift
struct ActivityIndicator: View {
    @Environment(\.chatTheme) var theme
    var size: CGFloat = 50
    var showBackground = true
    var color: Color? = nil

    var body: some View {
        ZStack {
            if showBackground {
                Color(UIColor.secondarySystemBackground).opacity(0.8)
                    .frame(width: 100, height: 100)
                    .cornerRadius(8)
            }

            ActivityIndicatorView(type: .flickeringDots())
                .foregroundColor(color != nil ? color! : theme.colors.sendButtonBackground)
                .frame(width: size, height: size)
        }
    }
}
