import SwiftUI
// Stub of the Inject package (krzysztofzablocki/Inject): hot reloading for SwiftUI views. Test
// double; nothing is ever injected, so enableInjection() hands the view back unchanged.

extension SwiftUI.View {
    public func enableInjection() -> some SwiftUI.View { self }
    public func onInjection(bumpState: @escaping () -> Void) -> some SwiftUI.View { self }
}

/// `@ObserveInjection var forceRedraw`: redraws the view after an injection (never, here).
@propertyWrapper
public struct ObserveInjection: DynamicProperty {
    public init() {}
    public private(set) var wrappedValue: Int {
        get { 0 }
        set {}
    }
}
