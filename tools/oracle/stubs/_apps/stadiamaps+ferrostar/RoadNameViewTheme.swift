import SwiftUI

// ferrostar's Theme/RoadNameViewTheme.swift at 918a1869, as a stub with the same values, for
// CurrentRoadNameView (o107, o108). The app's file does not type-check against RowFrame: its
// `textColor: Color = .init(.white)` is ambiguous there (UIColor.white or CGColor.white, RowFrame
// having an unlabeled Color(_: CGColor) and a CGColor.white), where the iOS SDK takes
// Color(UIColor.white). Here the UIColor is written out. Delete this stub and list the file in the
// cases' source_files again once RowFrame resolves `Color.init(.white)` as iOS does.
public protocol RoadNameViewTheme: Equatable {
    /// The color for the road name label.
    var textColor: Color { get }

    /// The font for the road name label.
    var textFont: Font { get }

    /// The color of the background.
    var backgroundColor: Color { get }

    /// The color of the border around the view.
    var borderColor: Color { get }
}

public struct DefaultRoadNameViewTheme: RoadNameViewTheme {
    public var textColor: Color = .init(UIColor.white)
    public var textFont: Font = .callout.bold()
    public var backgroundColor: Color = .init(.systemBlue)
    public var borderColor: Color = .white

    public init() {}
}
