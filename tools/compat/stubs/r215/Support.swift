import SwiftUI
// Stubs for synonymdev/bitkit-ios Bitkit/Components/StatusRow.swift (what the row uses from elsewhere in
// its app; colours and text styles are in _apps).

/// Utilities/AppStatusHelper.swift
enum HealthStatus: String {
    case ready
    case pending
    case error

    var iconBackground: Color {
        switch self {
        case .ready: return .green16
        case .pending: return .yellow16
        case .error: return .red16
        }
    }

    var iconColor: Color {
        switch self {
        case .ready: return .greenAccent
        case .pending: return .yellowAccent
        case .error: return .redAccent
        }
    }
}

/// Components/CircularIcon.swift: an asset icon at half size on a filled circle.
struct CircularIcon: View {
    let content: AnyView
    let backgroundColor: Color
    let size: CGFloat

    init(icon: String, iconColor: Color = .white, backgroundColor: Color = .white10, size: CGFloat = 32) {
        content = AnyView(
            Image(icon)
                .resizable()
                .scaledToFit()
                .foregroundColor(iconColor)
                .frame(width: size * 0.5, height: size * 0.5)
        )
        self.backgroundColor = backgroundColor
        self.size = size
    }

    var body: some View {
        content
            .frame(width: size, height: size)
            .background(
                Circle()
                    .fill(backgroundColor)
                    .frame(width: size, height: size)
            )
    }
}
