@_exported import UIKit

/// A size proposed to a view (SwiftUI's): nil on an axis asks for the ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    init(_ p: ProposedSize) { width = p.width.map { CGFloat($0) }; height = p.height.map { CGFloat($0) } }
}

/// What a representable's methods are given: its coordinator, the environment and the
/// transaction of the update.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view in a SwiftUI row, as SwiftUI hosts one: made once per identity
/// (`makeCoordinator`, then `makeUIView`), updated at every evaluation (`updateUIView`), sized
/// by `sizeThatFits` or else its intrinsic size (an axis without one takes what is offered, and
/// 10 pt when nothing is, as SwiftUI's flexible views), and given the touches that land on its frame — a UIControl tracks them as
/// UIKit's does (see `ScrollBehaviour.control`). It draws its background color and, for the
/// UIKit views RowFrame knows, what they show (`HostedAppearance`); its subviews are not drawn.
/// `dismantleUIView` is not called.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) is hosted, not evaluated") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The hosted view's node: the view and coordinator this identity keeps (made the first
    /// time), updated for this evaluation.
    func hostNode(_ context: ResolveContext) -> LayoutNode {
        let hosted = context.kept("uiView") { () -> (UIViewType, Coordinator) in
            let coordinator = makeCoordinator()
            return (makeUIView(context: Context(coordinator: coordinator, transaction: context.transaction, environment: context.environment)), coordinator)
        }
        let c = Context(coordinator: hosted.1, transaction: context.transaction, environment: context.environment)
        updateUIView(hosted.0, context: c)
        return HostedViewNode.hosting(hosted.0, context) { p in sizeThatFits(ProposedViewSize(p), uiView: hosted.0, context: c) }
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

extension ResolveContext {
    /// What a hosting view keeps under its identity (a UIKit view or controller and its
    /// coordinator): made the first time, the same object after (made anew outside a running graph).
    func kept<Object, Coordinator>(_ slot: StaticString, make: () -> (Object, Coordinator)) -> (Object, Coordinator) {
        guard let graph, graph.isRecording else { return make() }
        let box = graph.box(id.slot(.value(slot)), initial: (Object?.none, Coordinator?.none))
        if let object = box.value.0, let coordinator = box.value.1 { return (object, coordinator) }
        let made = make()
        box.value = (made.0, made.1)
        return made
    }
}

/// Where a hosted UIKit view lies: it sets the view's frame, and its frame takes touches.
final class HostedViewNode: LayoutNode {
    /// The node of `view` as hosted here: what it shows, and touches where it lies.
    static func hosting(_ view: UIView, _ context: ResolveContext, fitting: @escaping @MainActor (ProposedSize) -> CGSize?) -> HostedViewNode {
        let appearance = HostedAppearance.content(of: view)
        return HostedViewNode(view: view, touchable: context.environment.allowsHitTesting && context.graph != nil,
                              drawn: try? appearance.map { try context.resolve($0.drawn) },
                              intrinsic: try? appearance?.intrinsic.map { try context.resolve($0) }, fitting: fitting)
    }
    let view: UIView
    let touchable: Bool
    /// What the view shows (`HostedAppearance`), drawn in its frame; and its content at its own
    /// size (a label's text), its intrinsic size where the view declares none.
    let drawn: LayoutNode?, intrinsic: LayoutNode?
    let fitting: @MainActor (ProposedSize) -> CGSize?
    init(view: UIView, touchable: Bool, drawn: LayoutNode? = nil, intrinsic: LayoutNode? = nil, fitting: @escaping @MainActor (ProposedSize) -> CGSize?) {
        self.view = view; self.touchable = touchable; self.drawn = drawn; self.intrinsic = intrinsic; self.fitting = fitting
    }
    override func measure(_ p: ProposedSize) -> Size {
        if let size = fitting(p) { return Size(width: Double(size.width), height: Double(size.height)) }
        let own = view.intrinsicContentSize
        let content = own.width < 0 || own.height < 0 ? intrinsic?.size(p) : nil
        func axis(_ own: CGFloat, _ content: Double?, _ offered: Double?) -> Double { own >= 0 ? Double(own) : content ?? offered ?? 10 }
        return Size(width: axis(own.width, content?.width, p.width), height: axis(own.height, content?.height, p.height))
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        view.layoutSubviews()
        try drawn?.place(in: frame, proposed: ProposedSize(width: frame.width, height: frame.height), &context)
        guard touchable, view.isUserInteractionEnabled, !view.isHidden else { return }
        let view = self.view
        context.hitTargets.append(HitTarget(frame: context.pixels(context.snap(frame)), transform: context.transform, scale: context.scale,
                                            make: { _ in UIKitTouchRecognizer(view) }, priority: .normal, scrolling: .control))
        context.noteTouchable(frame)
    }
}

/// Delivers a touch to a hosted UIKit view as UIKit does: `touchesBegan` as it goes down,
/// `touchesMoved`, then `touchesEnded` — or `touchesCancelled` once something else takes the
/// touch (a scroll beginning, a List's swipe, an enclosing high-priority gesture).
final class UIKitTouchRecognizer: GestureRecognizer {
    let view: UIView
    private var touch: UITouch?
    init(_ view: UIView) { self.view = view; super.init(GestureSink()) }

    private func deliver(_ s: TouchSample, _ phase: UITouch.Phase, _ call: (UIView, Set<UITouch>, UIEvent) -> Void) {
        let location = CGPoint(x: s.location.x, y: s.location.y)
        let touch = self.touch ?? UITouch(view: view, location: location, timestamp: s.time)
        touch.update(location: location, timestamp: s.time, phase: phase)
        self.touch = touch
        call(view, [touch], UIEvent(timestamp: s.time, touches: [touch]))
    }
    override func began(_ s: TouchSample) {
        phase = .wanting
        deliver(s, .began) { $0.touchesBegan($1, with: $2) }
    }
    override func moved(_ s: TouchSample) {
        guard isLive else { return }
        deliver(s, .moved) { $0.touchesMoved($1, with: $2) }
    }
    override func finish(_ s: TouchSample) {
        phase = .ended
        deliver(s, .ended) { $0.touchesEnded($1, with: $2) }
    }
    override func cancel() {
        if isLive, let touch {
            touch.update(location: touch.location(in: view), timestamp: touch.timestamp, phase: .cancelled)
            view.touchesCancelled([touch], with: UIEvent(timestamp: touch.timestamp, touches: [touch]))
        }
        phase = .failed
    }
}

extension UIView {
    /// The view's background color (drawn behind what the view shows).
    public var backgroundColor: UIColor? {
        get { backgroundColorObject as? UIColor }
        set { backgroundColorObject = newValue }
    }
    /// The view's tint.
    public var tintColor: UIColor! {
        get { tintColorObject as? UIColor ?? UIColor.systemBlue }
        set { tintColorObject = newValue }
    }
}
extension UILabel {
    public var textColor: UIColor! {
        get { textColorObject as? UIColor ?? UIColor.label }
        set { textColorObject = newValue }
    }
}
extension UITextView {
    public var textColor: UIColor? {
        get { textColorObject as? UIColor }
        set { textColorObject = newValue }
    }
}
extension UITextField {
    public var textColor: UIColor? {
        get { textColorObject as? UIColor }
        set { textColorObject = newValue }
    }
}
extension UISlider {
    public var minimumTrackTintColor: UIColor? {
        get { minimumTrackTintColorObject as? UIColor }
        set { minimumTrackTintColorObject = newValue }
    }
    public var maximumTrackTintColor: UIColor? {
        get { maximumTrackTintColorObject as? UIColor }
        set { maximumTrackTintColorObject = newValue }
    }
    public var thumbTintColor: UIColor? {
        get { thumbTintColorObject as? UIColor }
        set { thumbTintColorObject = newValue }
    }
}
extension UIActivityIndicatorView {
    public var color: UIColor! {
        get { colorObject as? UIColor ?? UIColor.secondaryLabel }
        set { colorObject = newValue }
    }
}
extension UIButton {
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColorObjects[state.rawValue] = color }
    public func titleColor(for state: UIControl.State) -> UIColor? { (titleColorObjects[state.rawValue] ?? titleColorObjects[0]) as? UIColor }
}

/// What a hosted UIKit view shows, as SwiftUI views: its background color behind its content —
/// a label's text, an image view's image, a blur's material, a spinner, a text view's or
/// field's text, a button's title. Nil for a view with neither.
@MainActor enum HostedAppearance {
    static func content(of view: UIView) -> (drawn: AnyView, intrinsic: AnyView?)? {
        let content = self.ownContent(of: view)
        let layer = view.layerObject as? CALayer
        let decorated = layer.map { $0.backgroundColor != nil || $0.borderWidth > 0 || $0.shadowOpacity > 0 } ?? false
        guard content != nil || view.backgroundColor != nil || decorated else { return nil }
        let background = view.backgroundColor.map { Color($0) } ?? layer?.backgroundColor.map { Color(cgColor: $0) } ?? Color.clear
        var drawn = AnyView(ZStack { background; if let content { content.drawn } })
        if let layer { drawn = decorate(drawn, background: background, content: content?.drawn, layer: layer, clips: view.clipsToBounds) }
        let opacity = view.isHidden || layer?.isHidden == true ? 0 : Double(view.alpha) * Double(layer?.opacity ?? 1)
        return (AnyView(drawn.opacity(opacity)), content?.intrinsic)
    }

    /// The layer's decoration around what the view shows: the background rounded by the corner
    /// radius (the content too when the layer masks to its bounds), the border inside the
    /// bounds, and the shadow (Core Animation's radius is the blur's; SwiftUI's is about half).
    private static func decorate(_ drawn: AnyView, background: Color, content: AnyView?, layer: CALayer, clips: Bool) -> AnyView {
        let radius = Double(layer.cornerRadius)
        let shape = RoundedRectangle(cornerRadius: radius, style: layer.cornerCurve == .continuous ? .continuous : .circular)
        var view = AnyView(ZStack { background.clipShape(shape); if let content { content } })
        if clips || layer.masksToBounds { view = AnyView(view.clipShape(shape)) }
        if layer.borderWidth > 0 {
            let border = layer.borderColor.map { Color(cgColor: $0) } ?? Color.black
            view = AnyView(view.overlay(shape.strokeBorder(border, lineWidth: layer.borderWidth)))
        }
        if layer.shadowOpacity > 0, !layer.masksToBounds {
            let color = (layer.shadowColor.map { Color(cgColor: $0) } ?? .black).opacity(Double(layer.shadowOpacity))
            view = AnyView(view.shadow(color: color, radius: layer.shadowRadius / 2, x: layer.shadowOffset.width, y: layer.shadowOffset.height))
        }
        return view
    }

    private static func alignment(_ a: NSTextAlignment) -> (Alignment, TextAlignment) {
        switch a {
        case .center: return (.center, .center)
        case .right: return (.trailing, .trailing)
        default: return (.leading, .leading)
        }
    }

    private static func ownContent(of view: UIView) -> (drawn: AnyView, intrinsic: AnyView?)? {
        switch view {
        case let label as UILabel:
            let (frameAlignment, textAlignment) = alignment(label.textAlignment)
            let text = Text(verbatim: label.text ?? "").font(Font(label.font ?? UIFont.systemFont(ofSize: 17)))
                .foregroundStyle(Color(label.textColor ?? UIColor.label)).multilineTextAlignment(textAlignment)
                .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
                .minimumScaleFactor(label.adjustsFontSizeToFitWidth ? max(0.01, Double(label.minimumScaleFactor)) : 1)
            return (AnyView(text.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment)), AnyView(text))
        case let imageView as UIImageView:
            guard let image = imageView.image else { return nil }
            let tint = imageView.tintColorObject as? UIColor
            let base = Image(uiImage: image)
            let shown: AnyView
            switch imageView.contentMode {
            case .scaleAspectFit: shown = AnyView(base.resizable().scaledToFit())
            case .scaleAspectFill: shown = AnyView(base.resizable().scaledToFill().clipped())
            case .scaleToFill, .redraw: shown = AnyView(base.resizable())
            default: shown = AnyView(base)
            }
            let tinted = tint.map { AnyView(shown.foregroundStyle(Color($0))) } ?? shown
            return (AnyView(tinted.frame(maxWidth: .infinity, maxHeight: .infinity)), AnyView(base))
        case let effect as UIVisualEffectView:
            // A vibrancy effect only tints what its content view holds (subviews are not drawn): the
            // effect view draws nothing of its own, as on iOS, where it sits inside a blur view.
            guard let blur = effect.effect as? UIBlurEffect else { return nil }
            let (material, scheme) = material(blur.style)
            let fill = Rectangle().fill(material)
            return (scheme.map { AnyView(fill.environment(\.colorScheme, $0)) } ?? AnyView(fill), nil)
        case let spinner as UIActivityIndicatorView:
            guard spinner.isAnimating || !spinner.hidesWhenStopped else { return nil }
            let large = spinner.style == .large || spinner.style == .whiteLarge
            let wheel = ProgressView().controlSize(large ? .large : .regular).tint(Color(spinner.color ?? UIColor.secondaryLabel))
            return (AnyView(wheel.frame(maxWidth: .infinity, maxHeight: .infinity)), AnyView(wheel))
        case let textView as UITextView:
            let (frameAlignment, textAlignment) = alignment(textView.textAlignment)
            let inset = textView.textContainerInset
            let text = Text(verbatim: textView.text ?? "").font(Font(textView.font ?? UIFont.systemFont(ofSize: 17)))
                .foregroundStyle(Color(textView.textColor ?? UIColor.label)).multilineTextAlignment(textAlignment)
                .padding(EdgeInsets(top: inset.top, leading: inset.left + 5, bottom: inset.bottom, trailing: inset.right + 5))
            return (AnyView(text.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(horizontal: frameAlignment.horizontal, vertical: .top))), nil)
        case let field as UITextField:
            let (frameAlignment, _) = alignment(field.textAlignment)
            let empty = (field.text ?? "").isEmpty
            let shown = empty ? field.placeholder ?? "" : (field.isSecureTextEntry ? String(repeating: "\u{2022}", count: field.text?.count ?? 0) : field.text ?? "")
            let text = Text(verbatim: shown).font(Font(field.font ?? UIFont.systemFont(ofSize: 17))).lineLimit(1)
                .foregroundStyle(empty ? Color(UIColor.placeholderText) : Color(field.textColor ?? UIColor.label))
            let framed = text.padding(.horizontal, field.borderStyle == .roundedRect ? 7 : 0)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment)
            if field.borderStyle == .roundedRect {
                return (AnyView(framed.background(RoundedRectangle(cornerRadius: 5).fill(Color(UIColor.systemBackground)))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(UIColor.systemGray4), lineWidth: 0.5))), nil)
            }
            return (AnyView(framed), nil)
        case let slider as UISlider:
            let low = Double(slider.minimumValue), high = Double(max(slider.maximumValue, slider.minimumValue + .ulpOfOne))
            let drawn = Slider(value: .constant(Double(slider.value)), in: low...high)
                .tint(Color(slider.minimumTrackTintColor ?? slider.tintColor ?? UIColor.systemBlue))
            return (AnyView(drawn.frame(maxWidth: .infinity, maxHeight: .infinity)), AnyView(drawn))
        case let button as UIButton:
            let color = button.titleColor(for: .normal).map { Color($0) } ?? Color(button.tintColor ?? UIColor.systemBlue)
            let label = HStack(spacing: 4) {
                if let image = button.image(for: .normal) { Image(uiImage: image) }
                if let title = button.currentTitle { Text(verbatim: title) }
            }.foregroundStyle(color)
            return (AnyView(label.frame(maxWidth: .infinity, maxHeight: .infinity)), AnyView(label))
        default:
            return nil
        }
    }

    /// A blur style's material, and the appearance it forces (the styles named light or dark).
    private static func material(_ style: UIBlurEffect.Style) -> (Material, ColorScheme?) {
        switch style {
        case .systemUltraThinMaterial: return (.ultraThinMaterial, nil)
        case .systemUltraThinMaterialLight: return (.ultraThinMaterial, .light)
        case .systemUltraThinMaterialDark: return (.ultraThinMaterial, .dark)
        case .systemThinMaterial: return (.thinMaterial, nil)
        case .systemThinMaterialLight, .light, .extraLight: return (.thinMaterial, .light)
        case .systemThinMaterialDark, .dark: return (.thinMaterial, .dark)
        case .systemMaterial, .regular, .prominent: return (.regularMaterial, nil)
        case .systemMaterialLight: return (.regularMaterial, .light)
        case .systemMaterialDark: return (.regularMaterial, .dark)
        case .systemThickMaterial: return (.thickMaterial, nil)
        case .systemThickMaterialLight: return (.thickMaterial, .light)
        case .systemThickMaterialDark: return (.thickMaterial, .dark)
        case .systemChromeMaterial: return (.bar, nil)
        case .systemChromeMaterialLight: return (.bar, .light)
        case .systemChromeMaterialDark: return (.bar, .dark)
        }
    }
}

/// What a view-controller representable's methods are given.
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI view, as SwiftUI hosts one (a share sheet, a Safari
/// view, a picker): made once per identity, updated at every evaluation, its view hosted as a
/// `UIViewRepresentable`'s is (drawn as `HostedAppearance` draws it; controllers that present
/// system UI show nothing). `dismantleUIViewController` is not called.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is hosted, not evaluated") }
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// The hosted controller's view's node: the controller this identity keeps, updated.
    func hostNode(_ context: ResolveContext) -> LayoutNode {
        let hosted = context.kept("uiViewController") { () -> (UIViewControllerType, Coordinator) in
            let coordinator = makeCoordinator()
            return (makeUIViewController(context: Context(coordinator: coordinator, transaction: context.transaction, environment: context.environment)),
                    coordinator)
        }
        let c = Context(coordinator: hosted.1, transaction: context.transaction, environment: context.environment)
        updateUIViewController(hosted.0, context: c)
        return HostedViewNode.hosting(hosted.0.view, context) { p in sizeThatFits(ProposedViewSize(p), uiViewController: hosted.0, context: c) }
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}
