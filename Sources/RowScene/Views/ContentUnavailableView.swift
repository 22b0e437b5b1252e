/// An empty state (iOS 17's `ContentUnavailableView`): the label's icon large above its title,
/// the description below in the secondary color, then the actions, centered in all the space
/// offered. The metrics are read from iOS 17 screenshots: a 48 pt secondary symbol, the title in
/// `.title2` bold, the description in `.subheadline`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            // The title's font is a default around the label: a font set on the label wins.
            label.labelStyle(UnavailableLabelStyle()).font(.title2.bold())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
            actions.padding(.top, 8)
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title, as an empty state stands its label.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == RowScene.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(label: { RowScene.Label(title, systemImage: systemImage) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.init(label: { RowScene.Label(title, systemImage: systemImage) }, description: { description })
    }
    /// The search empty state.
    public static var search: Self { search(text: "") }
    /// The search empty state for `text`.
    public static func search(text: String) -> Self {
        let title: String = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
        return ContentUnavailableView(title, systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}
