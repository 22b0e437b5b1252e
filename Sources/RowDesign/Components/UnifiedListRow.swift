import RowScene

/// The design system's base row, as seed 004 writes it: icon, title over subtitle, a trailing
/// value (with an optional label) and chevron, on a 12 pt card with the subtle shadow; pressed, it
/// scales to 0.98 with a spring (response 0.3, damping 0.7). The seed's row has no gesture of its
/// own, so only `EnvironmentValues.rowPressed` presses it.
public struct UnifiedListRow<Icon: View>: View {
    let title: String
    let subtitle: String
    let value: String
    let valueColor: Color
    var valueLabel: String? = nil
    var showChevron = false
    let icon: Icon
    @State private var isPressed = false
    @Environment(\.rowPressed) private var pressedFromOutside

    public init(title: String, subtitle: String, value: String, valueColor: Color, valueLabel: String? = nil,
                showChevron: Bool = false, @ViewBuilder iconContent: () -> Icon) {
        self.title = title; self.subtitle = subtitle; self.value = value; self.valueColor = valueColor
        self.valueLabel = valueLabel; self.showChevron = showChevron; self.icon = iconContent()
    }

    public var body: some View {
        RowContent(title: title, subtitle: subtitle, value: value, valueColor: valueColor, valueLabel: valueLabel,
                   showChevron: showChevron, icon: icon)
            .padding(RowMetrics.padding)
            .background(RoundedRectangle(cornerRadius: RowMetrics.cardCornerRadius).fill(Color.wiseCardBackground))
            .subtleShadow()
            .scaleEffect(isPressed || pressedFromOutside ? 0.98 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isPressed || pressedFromOutside)
    }

    /// VoiceOver: the row reads its texts in order and is a button.
    public var accessibility: RowAccessibility {
        RowAccessibility(label: [title, subtitle, value, valueLabel].compactMap { $0 }.joined(separator: ", "), traits: [.isButton])
    }
}

/// The row's inner layout, shared by the plain and the progress rows.
struct RowContent<Icon: View>: View {
    let title: String, subtitle: String, value: String, valueColor: Color
    let valueLabel: String?
    let showChevron: Bool
    let icon: Icon

    var body: some View {
        HStack(spacing: RowMetrics.iconToTextSpacing) {
            icon.layoutTag("icon")
            VStack(alignment: .leading, spacing: RowMetrics.titleToSubtitleSpacing) {
                Text(title).font(.spotifyBodyLarge).foregroundColor(.wisePrimaryText).lineLimit(1).layoutTag("title")
                Text(subtitle).font(.spotifyBodySmall).foregroundColor(.wiseSecondaryText).lineLimit(1).layoutTag("subtitle")
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(value).font(.spotifyNumberMedium).foregroundColor(valueColor).layoutTag("value")
                if let valueLabel {
                    Text(valueLabel).font(.spotifyCaptionSmall).foregroundColor(.wiseSecondaryText).layoutTag("valueLabel")
                }
            }
            if showChevron {
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(.wiseSecondaryText)
                    .layoutTag("chevron")
            }
        }
    }
}

/// The design system's analytics row: the base row with a 4 pt progress bar (0–100 %, clamped) and a
/// 2 pt selection border in the value color at 50 %.
public struct UnifiedListRowWithProgress<Icon: View>: View {
    let title: String, subtitle: String, value: String, valueColor: Color
    let percentage: Double
    var valueLabel: String? = nil
    var isSelected = false
    let icon: Icon

    /// `percentage` is clamped to 0…100; a NaN fails the render.
    public init(title: String, subtitle: String, value: String, valueColor: Color, percentage: Double,
                valueLabel: String? = nil, isSelected: Bool = false, @ViewBuilder iconContent: () -> Icon) {
        self.title = title; self.subtitle = subtitle; self.value = value; self.valueColor = valueColor
        self.percentage = percentage.isNaN ? .nan : min(100, max(0, percentage)); self.valueLabel = valueLabel; self.isSelected = isSelected
        self.icon = iconContent()
    }

    public var body: some View {
        if percentage.isNaN {
            RenderFailure("percentage must be a number, found NaN")
        } else {
            card
        }
    }

    var card: some View {
        VStack(spacing: 0) {
            RowContent(title: title, subtitle: subtitle, value: value, valueColor: valueColor, valueLabel: valueLabel,
                       showChevron: false, icon: icon)
                .padding(16)
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 2).fill(Color.wiseBorder.opacity(0.3)).frame(height: 4)
                    RoundedRectangle(cornerRadius: 2)
                        .fill(LinearGradient(colors: [valueColor.opacity(0.8), valueColor], startPoint: .leading, endPoint: .trailing))
                        .frame(width: geometry.size.width * (percentage / 100), height: 4)
                        .layoutTag("progress")
                }
            }
            .frame(height: 4)
            .layoutTag("track")
            .padding(.horizontal, 16)
            .padding(.bottom, 12)
        }
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.wiseCardBackground))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(isSelected ? valueColor.opacity(0.5) : Color.clear, lineWidth: 2))
        .subtleShadow()
    }

    public var accessibility: RowAccessibility {
        RowAccessibility(label: [title, subtitle, value, valueLabel].compactMap { $0 }.joined(separator: ", "),
                         traits: isSelected ? [.isButton, .isSelected] : [.isButton])
    }
}
