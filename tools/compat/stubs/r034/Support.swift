import SwiftUI
// Stubs for rrroyal/Harbour Harbour/UI/Views/SettingsView/Components/SettingsView+ToggleOption.swift (what the row uses from elsewhere in its app).

struct SettingsView: View {
    @State private var enableBackgroundRefresh = true
    var body: some View {
        Form {
            ToggleOption("Enable background refresh", iconSymbolName: "arrow.clockwise", isOn: $enableBackgroundRefresh)
        }
    }
}

internal extension SettingsView {
    static var labelFontHeadline: Font {
        #if os(iOS)
        .headline
        #else
        .body.weight(.medium)
        #endif
    }
    static let labelFontSubheadline: Font = .footnote
    static let vstackSpacing: Double = 2
    static let minimumCellHeight: Double = 36
    static let minimumCellHeightWithDescription: Double = 40
}

internal extension SettingsView {
    /// The small tinted square with a symbol at the start of each settings row.
    struct OptionIcon: View {
        private let symbolName: String
        init(symbolName: String) { self.symbolName = symbolName }
        @ScaledMetric(relativeTo: .caption) private var backgroundSize = 24

        var body: some View {
            Image(systemName: symbolName)
                .symbolVariant(.fill)
                .font(Font.caption.weight(.bold))
                .frame(width: backgroundSize, height: backgroundSize, alignment: .center)
                .foregroundStyle(Color.accentColor)
                .background(Color.accentColor.opacity(0.2))
                .cornerRadius(6)
        }
    }
}
