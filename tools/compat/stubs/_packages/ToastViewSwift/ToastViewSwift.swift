import Foundation
// Stub of the ToastViewSwift package (BastiaanJansen/toast-swift, module ToastViewSwift): the API corpus
// rows use. Test double; toasts are never shown.

public final class Toast {
    public let title: String
    public let subtitle: String?

    private init(title: String, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
    }

    /// A text toast (the package also takes a config and a view delegate).
    public static func text(_ title: String, subtitle: String? = nil) -> Toast {
        Toast(title: title, subtitle: subtitle)
    }

    public func show(haptic: Bool = false, after delay: TimeInterval = 0) {}

    public func close(animated: Bool = true, completion: (() -> Void)? = nil) {}
}
