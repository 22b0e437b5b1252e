import Foundation

// Core Animation's layers as UIKit views set them up (`view.layer.cornerRadius = 12`): a hosted
// view draws its own layer's corner radius, clipping, border, shadow and opacity around what it
// shows (HostedAppearance); sublayers (shapes, gradients) are kept and not drawn, as subviews are.

/// A view's layer: the geometry and decoration UIKit draws it with.
@MainActor open class CALayer {
    /// Which corners `cornerRadius` rounds.
    public struct CornerMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1), layerMaxXMinYCorner = CornerMask(rawValue: 2)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 4), layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor? = CGColor.black
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var contentsScale: CGFloat = 1
    open var contents: Any?
    open var mask: CALayer?
    open var name: String?
    open var transform = CATransform3DIdentity
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public init() {}
    public init(layer: Any) {}
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer]; layer.superlayer = self }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count)); sublayers = list; layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayer(layer, at: 0) }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { addSublayer(layer) }
    open func removeFromSuperlayer() { superlayer?.sublayers?.removeAll { $0 === self }; superlayer = nil }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    /// Animations are kept by key; a frame shows the layer's model values.
    open func add(_ animation: CAAnimation, forKey key: String?) { if let key { animations[key] = animation } }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations = [:] }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    private var animations: [String: CAAnimation] = [:]
}

/// How a layer's corners curve.
public struct CALayerCornerCurve: Hashable, Sendable {
    let name: String
    public static let circular = CALayerCornerCurve(name: "circular"), continuous = CALayerCornerCurve(name: "continuous")
}

/// Core Foundation's seconds (Apple platforms' Foundation has it; Linux's does not).
public typealias CFTimeInterval = Double

/// A 3-D transform (kept, not drawn: `CATransform3DIdentity`, `CATransform3DMakeRotation`…).
public struct CATransform3D: Hashable, Sendable {
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat
}
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3DIdentity }
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}

/// A layer that draws a path (kept, not drawn).
@MainActor open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor.black
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPattern: [NSNumber]?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var fillRule: CAShapeLayerFillRule = .nonZero
}
public struct CAShapeLayerLineCap: Hashable, Sendable { let name: String
    public static let butt = Self(name: "butt"), round = Self(name: "round"), square = Self(name: "square") }
public struct CAShapeLayerLineJoin: Hashable, Sendable { let name: String
    public static let miter = Self(name: "miter"), round = Self(name: "round"), bevel = Self(name: "bevel") }
public struct CAShapeLayerFillRule: Hashable, Sendable { let name: String
    public static let nonZero = Self(name: "non-zero"), evenOdd = Self(name: "even-odd") }

/// A layer that draws a gradient (kept, not drawn).
@MainActor open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}
public struct CAGradientLayerType: Hashable, Sendable { let name: String
    public static let axial = Self(name: "axial"), radial = Self(name: "radial"), conic = Self(name: "conic") }

/// An animation of a layer's property (kept by its layer; a frame shows model values).
@MainActor open class CAAnimation {
    open var duration: Double = 0.25
    open var beginTime: Double = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    public init() {}
}
@MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    public convenience init(keyPath path: String?) { self.init(); keyPath = path }
}
@MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?, toValue: Any?, byValue: Any?
}
@MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
}
public struct CAMediaTimingFillMode: Hashable, Sendable { let name: String
    public static let removed = Self(name: "removed"), forwards = Self(name: "forwards"), backwards = Self(name: "backwards"), both = Self(name: "both") }
public final class CAMediaTimingFunction: Sendable {
    public struct Name: Hashable, Sendable { let name: String
        public static let linear = Name(name: "linear"), easeIn = Name(name: "easeIn"), easeOut = Name(name: "easeOut")
        public static let easeInEaseOut = Name(name: "easeInEaseOut"), `default` = Name(name: "default") }
    public init(name: Name) {}
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

extension UIView {
    /// The view's layer (made on first use).
    public var layer: CALayer {
        if let layer = layerObject as? CALayer { return layer }
        let layer = CALayer()
        layerObject = layer
        return layer
    }
}
