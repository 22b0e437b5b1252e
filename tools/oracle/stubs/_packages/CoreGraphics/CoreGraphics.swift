// Not an app's code: RowFrame ships no CoreGraphics module, and on Linux CGFloat, CGPoint, CGSize
// and CGRect come from Foundation, so a case's `import CoreGraphics` (view-examples'
// ViewExampleLayout.swift) gets Foundation. Delete when RowFrame gains a CoreGraphics module.
@_exported import Foundation
