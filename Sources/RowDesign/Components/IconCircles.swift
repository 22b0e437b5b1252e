import RowScene

/// The design system's icon circle: a 48 pt circle in the color at 10 % opacity with a 20 pt medium
/// SF Symbol in the full color, centered.
public struct UnifiedIconCircle: View {
    let icon: String
    let color: Color
    var size: Double = RowMetrics.iconCircleSize
    var iconSize: Double = RowMetrics.iconSize

    public init(icon: String, color: Color, size: Double = RowMetrics.iconCircleSize, iconSize: Double = RowMetrics.iconSize) {
        self.icon = icon; self.color = color; self.size = size; self.iconSize = iconSize
    }

    public var body: some View {
        Circle()
            .fill(color.opacity(RowMetrics.iconBackgroundOpacity))
            .frame(width: size, height: size)
            .overlay(
                Image(systemName: icon)
                    .font(.system(size: iconSize, weight: .medium))
                    .foregroundColor(color)
            )
    }
}

/// The design system's emoji circle: a diagonal gradient of the color at 20 % → 10 % with the emoji
/// at half the circle's size.
public struct UnifiedEmojiCircle: View {
    let emoji: String
    var backgroundColor: Color = .wiseBlue
    var size: Double = RowMetrics.iconCircleSize

    public init(emoji: String, backgroundColor: Color = .wiseBlue, size: Double = RowMetrics.iconCircleSize) {
        self.emoji = emoji; self.backgroundColor = backgroundColor; self.size = size
    }

    public var body: some View {
        Circle()
            .fill(LinearGradient(colors: [backgroundColor.opacity(0.2), backgroundColor.opacity(0.1)],
                                 startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: size, height: size)
            .overlay(Text(emoji).font(.system(size: size * 0.5)))
    }
}

/// The design system's date section header: uppercase 13 pt bold title tracked 0.5, an optional count
/// badge (12 pt medium in a capsule at 30 % border color), 16 pt / 10 pt padding.
public struct UnifiedSectionHeader: View {
    let title: String
    var count: Int? = nil
    var countLabel: String = "items"

    public init(title: String, count: Int? = nil, countLabel: String = "items") {
        self.title = title; self.count = count; self.countLabel = countLabel
    }

    public var body: some View {
        HStack {
            Text(title.uppercased())
                .font(.system(size: 13, weight: .bold))
                .foregroundColor(.wisePrimaryText)
                .tracking(0.5)
            Spacer()
            if let count {
                Text(CountLabel.text(count, countLabel))
                    .font(.system(size: 12, weight: .medium))
                    .foregroundColor(.wiseSecondaryText)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Capsule().fill(Color.wiseBorder.opacity(0.3)))
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}
