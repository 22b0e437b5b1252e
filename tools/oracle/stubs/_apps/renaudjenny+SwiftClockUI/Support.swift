import SwiftUI

// Stand-in for SwiftClockUI's Extensions/Path+VerticalMirror.swift (renaudjenny/SwiftClockUI at
// e2012408), which the case leaves out: it mirrors a path through UIKit's
// `UIBezierPath(cgPath:).reversing()` and walks the result's elements, neither of which RowFrame's
// Path offers. Only DrawnArm and the steampunk arms call it; the classic clock (o074) does not,
// so this stand-in adds nothing and a case of those styles would need the real mirror.
extension Path {
    mutating func addVerticalMirror(in rect: CGRect) {}
}
