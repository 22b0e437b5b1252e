import Foundation

/// A label and iOS's color well (`ColorPicker`): a 28 pt circle ringed by the hue wheel, the
/// selected color in a disc inside it. (Its picker sheet opens only when tapped.)
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    @Environment(\.labelsHidden) var labelsHidden
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = selection.wrappedValue
    }
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = Color(cgColor: selection.wrappedValue)
    }
    /// The well's diameter and its hue ring's width.
    static var diameter: Double { 28 }
    static var ring: Double { 3 }
    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden { label; Spacer(minLength: 8) }
            ZStack {
                Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .pink, .red], center: .center),
                                      lineWidth: Self.ring)
                Circle().fill(color).padding(Self.ring + 2)
            }
            .frame(width: Self.diameter, height: Self.diameter)
        }
    }
}
extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(verbatim: String(title)) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
}
