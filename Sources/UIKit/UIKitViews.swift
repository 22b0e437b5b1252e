import Foundation

// The UIKit views rows host in a `UIViewRepresentable`, with the properties apps set on them.
// Colors are `UIColor`s, which SwiftUI's module declares: their properties (`textColor`,
// `tintColor`, …) read and write the `…Object` slots here. RowScene draws a hosted label,
// image view, blur, activity indicator, text view, text field or button as SwiftUI draws their
// counterparts, and any view's background color; subviews are not drawn.

/// How text lines up (UIKit's `NSTextAlignment`, which Linux's Foundation lacks).
public enum NSTextAlignment: Int, Sendable, Hashable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }
/// Where text that does not fit is cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A label: text in a font and color, aligned, on so many lines.
@MainActor open class UILabel: UIView {
    open override class func appearance() -> UILabel { UILabel() }
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The `UIColor` `textColor` holds (nil: the label color).
    public var textColorObject: AnyObject?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
}

/// A view showing an image, fitted by its content mode.
@MainActor open class UIImageView: UIView {
    open override class func appearance() -> UIImageView { UIImageView() }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var contentMode: UIView.ContentMode = .scaleToFill
    public init(image: UIImage?) { self.image = image; super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func startAnimating() {}
    open func stopAnimating() {}
}

/// A visual effect (a blur or vibrancy).
@MainActor open class UIVisualEffect {}
/// A blur of what is behind, in one of the system's materials.
@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable, Hashable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}
/// Vibrant content over a blur: an effect view with one draws nothing of its own.
@MainActor open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}
/// A view that shows a visual effect (drawn as its material) under its content view.
@MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
}

/// The spinning activity indicator.
@MainActor open class UIActivityIndicatorView: UIView {
    open override class func appearance() -> UIActivityIndicatorView { UIActivityIndicatorView() }
    public enum Style: Int, Sendable, Hashable { case medium, large, whiteLarge, white, gray }
    open var style: Style = .medium
    public var colorObject: AnyObject?
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    open override var intrinsicContentSize: CGSize { style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }
}

/// What a text view or field tells its delegate (all optional).
@MainActor public protocol UIScrollViewDelegate: AnyObject {}
/// A text view's delegate is a scroll view's delegate too (as UIKit declares it).
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {}
@MainActor public protocol UITextFieldDelegate: AnyObject {}

/// A scrolling view (its content is not drawn by RowFrame).
@MainActor open class UIScrollView: UIView {
    open override class func appearance() -> UIScrollView { UIScrollView() }
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset = UIEdgeInsets()
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// How dragging the content dismisses the keyboard (a frame has no keyboard).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open weak var delegate: UIScrollViewDelegate?
    /// How the safe area adjusts the content's insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable { case automatic, scrollableAxes, never, always }
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
}

/// Editable, scrolling text (drawn as its text).
@MainActor open class UITextView: UIScrollView {
    /// A text view on TextKit 1 or 2 (the same view here).
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero) }
    open override class func appearance() -> UITextView { UITextView() }
    open var text: String! = ""
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    public var textColorObject: AnyObject?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType?
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open weak var textViewDelegate: UITextViewDelegate?
}

/// A one-line editable field (drawn as its text, or its placeholder).
@MainActor open class UITextField: UIControl {
    open override class func appearance() -> UITextField { UITextField() }
    public enum BorderStyle: Int, Sendable, Hashable { case none, line, bezel, roundedRect }
    open var text: String?
    open var placeholder: String?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    public var textColorObject: AnyObject?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false
    open var clearButtonMode = 0
    open weak var delegate: UITextFieldDelegate?
}

/// A button with a title (drawn as its title in the tint).
@MainActor open class UIButton: UIControl {
    open override class func appearance() -> UIButton { UIButton() }
    public enum ButtonType: Int, Sendable, Hashable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    public init(type: ButtonType) { buttonType = type; super.init(frame: .zero) }
    public override init(frame: CGRect) { buttonType = .custom; super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open var currentTitle: String? { title(for: .normal) }
    /// The `UIColor`s `setTitleColor(_:for:)` set, by state.
    public var titleColorObjects: [UInt: AnyObject] = [:]
}

/// A row or column of arranged views (their layout is not drawn).
@MainActor open class UIStackView: UIView {
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Axis: Int, Sendable { case horizontal, vertical }
    open var axis: Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    public private(set) var arrangedSubviews: [UIView] = []
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero); views.forEach(addArrangedSubview) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view); addSubview(view) }
}

extension UIControl {
    /// A control's state (normal, highlighted, disabled, selected).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
        public static let focused = State(rawValue: 8)
        /// The bits left for the app's own states, and for the system's.
        public static let application = State(rawValue: 0x00FF_0000), reserved = State(rawValue: 0xFF00_0000)
    }
}

extension UITextField {
    // Editing notifications (a render types nothing: none is posted).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

extension UITextView {
    // Editing notifications (a render types nothing: none is posted).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// A slider (`UISlider`): its value between its bounds, drawn as SwiftUI's slider in its track
/// colors. Colors are `UIColor`s in the `…Object` slots (see the top of this file).
@MainActor open class UISlider: UIControl {
    open override class func appearance() -> UISlider { UISlider() }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    public var minimumTrackTintColorObject: AnyObject?
    public var maximumTrackTintColorObject: AnyObject?
    public var thumbTintColorObject: AnyObject?
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
    /// Custom thumb and track images (kept; the slider is drawn as iOS's).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open override var intrinsicContentSize: CGSize { CGSize(width: -1, height: 31) }
}
