import SwiftUI
// ActivityIndicatorView without a visibility binding (always shown), as exyte/Chat calls it.

extension ActivityIndicatorView {
    public init(type: IndicatorType) {
        self.init(isVisible: .constant(true), type: type)
    }
}
