import Foundation
// Stubs for weiran/Hackers Features/WhatsNew/Sources/WhatsNew/Views/WhatsNewItemView.swift (what the
// row uses from elsewhere in its module). DesignSystem is stubbed under _packages.

struct WhatsNewItem: Identifiable, Sendable {
    let id = UUID()
    let title: String
    let subtitle: String
    let systemImage: String
}
