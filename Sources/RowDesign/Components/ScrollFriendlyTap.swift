import RowScene

/// The design system's scroll-friendly tap (seed 001), written as the seed writes it: a
/// UIControl subclass tracks the touch synchronously — pressed on touch-down, unpressed when
/// it lifts or when the system cancels it because a scroll began — and fires the action only
/// when released within `threshold` (20 pt) of where it went down; a UIViewRepresentable lays
/// it over the content. In a scroll view the content stays scrollable from anywhere on it.
private class TouchTrackingControl: UIControl {
    var threshold: CGFloat = 20.0
    var onPressedChanged: ((Bool) -> Void)?
    var onTap: (() -> Void)?
    private var touchStartLocation: CGPoint?

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartLocation = touch.location(in: self)
        onPressedChanged?(true)
        return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        onPressedChanged?(false)
        if let touch, let start = touchStartLocation {
            let end = touch.location(in: self)
            if hypot(end.x - start.x, end.y - start.y) <= threshold { onTap?() }
        }
        touchStartLocation = nil
    }
    override func cancelTracking(with event: UIEvent?) {
        onPressedChanged?(false)
        touchStartLocation = nil
    }
}

extension View {
    /// Tracks touches on the view as seed 001's UIControl does (see `TouchTrackingControl`):
    /// `onPressedChanged` at touch-down and when the touch ends or a scroll takes it, `action`
    /// on a release within `threshold` points of the start.
    public func scrollFriendlyTap(threshold: CGFloat = 20.0, onPressedChanged: ((Bool) -> Void)? = nil,
                                  action: @escaping () -> Void) -> some View {
        modifier(ScrollFriendlyTapModifier(threshold: threshold, onPressedChanged: onPressedChanged, action: action))
    }
}

// The part seed 001 describes in prose only ("UIControl subclass … wrapped in
// UIViewRepresentable"): tools/seeds/extract.py appends the declarations from here to the end
// of this file to the seed's own code, so both run the same wrapper.
// MARK: - Wrapper

/// Lays the tracking control over the content, as large as the content.
struct ScrollFriendlyTapModifier: ViewModifier {
    let threshold: CGFloat
    let onPressedChanged: ((Bool) -> Void)?
    let action: () -> Void
    func body(content: Content) -> some View {
        content.overlay(TouchTrackingView(threshold: threshold, onPressedChanged: onPressedChanged, action: action))
    }
}

/// Hosts the control; each update hands it the latest callbacks.
private struct TouchTrackingView: UIViewRepresentable {
    let threshold: CGFloat
    let onPressedChanged: ((Bool) -> Void)?
    let action: () -> Void
    func makeUIView(context: Context) -> TouchTrackingControl { TouchTrackingControl() }
    func updateUIView(_ control: TouchTrackingControl, context: Context) {
        control.threshold = threshold
        control.onPressedChanged = onPressedChanged
        control.onTap = action
    }
}
