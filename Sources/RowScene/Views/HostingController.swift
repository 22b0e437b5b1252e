/// SwiftUI's hosting controller: a `UIViewController` whose content is a SwiftUI view. A render
/// draws its root view (`RenderRequest(controller:)`), in the appearance the controller
/// overrides; RowFrame has no window, so it is never presented.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    /// Which of the root view's sizes the controller reports (accepted; nothing sizes a window here).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public init(rootView: Content) { self.rootView = rootView; super.init(nibName: nil, bundle: nil) }
    public init?(coder: NSCoder, rootView: Content) { self.rootView = rootView; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { nil }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = Self(rawValue: 1), intrinsicContentSize = Self(rawValue: 2)
}

/// What a render reads of a hosting controller of any content.
@MainActor protocol HostingRoot { var hostedView: AnyView { get } }
extension UIHostingController: HostingRoot { var hostedView: AnyView { AnyView(rootView) } }

extension RenderRequest {
    /// A view controller as a test renders it: a hosting controller's root view, dark when the
    /// controller overrides its style to dark (light when to light). Nil for a controller that
    /// is not a `UIHostingController`: RowFrame does not draw UIKit views.
    @MainActor public init?(controller: UIViewController, width: Double? = 390, height: Double? = nil,
                            environment: EnvironmentValues = EnvironmentValues(), background: Color = .clear) {
        guard let root = (controller as? HostingRoot)?.hostedView else { return nil }
        var environment = environment
        switch controller.overrideUserInterfaceStyle {
        case .dark: environment.colorScheme = .dark
        case .light: environment.colorScheme = .light
        case .unspecified: break
        }
        self.init(root, width: width, height: height, environment: environment, background: background)
    }
}
