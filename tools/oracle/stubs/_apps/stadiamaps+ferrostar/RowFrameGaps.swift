import SwiftUI

// Not the app's code: stand-ins for iOS API that RowFrame lacks (at the time of writing), so the
// case compiles and the rest of it can be measured. Delete one when RowFrame gains the API (a
// duplicate makes uses ambiguous).

// SwiftUI's AnyShape (iOS 16), a type-erased shape: CurrentRoadNameView stores its clip and
// border shape as one (o107, o108). It outlines the wrapped shape's path for the same rectangle.
struct AnyShape: Shape, @unchecked Sendable {
    private let outline: @Sendable (CGRect) -> Path
    init<S: Shape>(_ shape: S) {
        outline = { rect in shape.path(in: rect) }
    }
    nonisolated func path(in rect: CGRect) -> Path { outline(rect) }
}
