import SwiftUI
// Stubs for anyproto/anytype-swift .../StatusSearchViewModel/RowView/StatusSearchRowView.swift (what
// the row uses from elsewhere in its app; AnytypeText and colours are in _apps).

/// Common/SwiftUI/BasicComponents/SelectionIndicatorView.swift
struct SelectionIndicatorView: View {
    let model: Model

    var body: some View {
        switch model {
        case .notSelected:
            Circle()
                .strokeBorder(Color.Control.tertiary, lineWidth: 1.5)
                .frame(width: 24, height: 24)
        case let .selected(index):
            AnytypeText("\(index)", style: .uxTitle2Medium)
                .foregroundStyle(Color.Text.white)
                .lineLimit(1)
                .frame(width: 24, height: 24)
                .background(Color.Pure.sky)
                .clipShape(Circle())
        }
    }
}

extension SelectionIndicatorView {
    enum Model: Hashable {
        case notSelected
        case selected(index: Int)
    }
}

/// Common/SwiftUI/BasicComponents/Divider.swift: the content above a one-pixel Shape.primary line.
struct AnytypeDivider: View {
    let color: Color

    init(color: Color? = nil) {
        self.color = color ?? Color.Shape.primary
    }

    var body: some View {
        color.frame(height: 1 / 3)
    }
}

struct DividerModifier: ViewModifier {
    let spacing: CGFloat?
    let leadingPadding: CGFloat
    let trailingPadding: CGFloat
    let alignment: HorizontalAlignment

    func body(content: Content) -> some View {
        VStack(alignment: alignment, spacing: spacing) {
            content
            AnytypeDivider()
                .padding(.leading, leadingPadding)
                .padding(.trailing, trailingPadding)
        }
    }
}

extension View {
    func divider(
        spacing: CGFloat = 0,
        leadingPadding: CGFloat = 0,
        trailingPadding: CGFloat = 0,
        alignment: HorizontalAlignment = .center
    ) -> some View {
        modifier(DividerModifier(spacing: spacing, leadingPadding: leadingPadding, trailingPadding: trailingPadding, alignment: alignment))
    }
}
