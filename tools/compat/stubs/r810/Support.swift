// Stubs for zhangyun199/CodexMonitor's iOS app (r810): the shared card container
// (Views/shared/GlassCardView.swift: padded, full width, thin material on a rounded rectangle with a faint
// rim). Our own test double with the app's name.
import SwiftUI

struct GlassCardView<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(Color.white.opacity(0.08), lineWidth: 1))
    }
}
