// `import WidgetKit` for rows shared with an app's widgets: the widget's container background
// and its size family, so a widget's view renders as a row does.
import RowScene

extension ContainerBackgroundPlacement {
    /// A widget's background (drawn behind the view, filling its frame).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// A widget's size.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
extension EnvironmentValues {
    /// The family the widget is drawn at (small unless set).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}

/// Where an Xcode preview shows a widget (`.previewContext(WidgetPreviewContext(family:))`):
/// a row's render is its content, so the context is accepted.
public struct WidgetPreviewContext: Sendable, Hashable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    nonisolated public func previewContext(_ context: WidgetPreviewContext) -> some View { environment(\.widgetFamily, context.family) }
}

/// The app's widgets, as an app reaches them (`WidgetCenter.shared.reloadAllTimelines()`): a
/// render runs no widgets, so reloads do nothing and no widget is configured.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func invalidateConfigurationRecommendations() {}
    /// The widgets the user has added: none.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) { completion(.success([])) }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}
/// A widget the user has added (none in a render).
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}
