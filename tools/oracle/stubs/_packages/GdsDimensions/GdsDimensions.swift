import Foundation

// Stand-in for the GdsDimensions module of seb-oss/green-tokens-ios 0.0.13 (the version
// seb-oss/green-ios's Package.resolved pins): its spacing and corner-radius tokens, in points,
// with the values that version generates.

public struct GdsSpacing: RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let space0 = GdsSpacing(rawValue: 0)
    public static let space5xs = GdsSpacing(rawValue: 1)
    public static let space4xs = GdsSpacing(rawValue: 2)
    public static let space3xs = GdsSpacing(rawValue: 4)
    public static let space2xs = GdsSpacing(rawValue: 6)
    public static let spaceXs = GdsSpacing(rawValue: 8)
    public static let spaceS = GdsSpacing(rawValue: 12)
    public static let spaceM = GdsSpacing(rawValue: 16)
    public static let spaceL = GdsSpacing(rawValue: 20)
    public static let spaceXl = GdsSpacing(rawValue: 24)
    public static let space2xl = GdsSpacing(rawValue: 32)
    public static let space3xl = GdsSpacing(rawValue: 40)
    public static let space4xl = GdsSpacing(rawValue: 48)
    public static let space5xl = GdsSpacing(rawValue: 64)
    public static let space6xl = GdsSpacing(rawValue: 80)
    public static let space7xl = GdsSpacing(rawValue: 96)
    public static let space8xl = GdsSpacing(rawValue: 112)
    public static let space9xl = GdsSpacing(rawValue: 120)
    public static let spaceMax = GdsSpacing(rawValue: 999)
}

public struct GdsRadius: RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let radius0 = GdsRadius(rawValue: 0)
    public static let radiusNone = GdsRadius(rawValue: 0)
    public static let radius5xs = GdsRadius(rawValue: 1)
    public static let radius4xs = GdsRadius(rawValue: 2)
    public static let radius3xs = GdsRadius(rawValue: 4)
    public static let radius2xs = GdsRadius(rawValue: 6)
    public static let radiusXs = GdsRadius(rawValue: 8)
    public static let radiusS = GdsRadius(rawValue: 12)
    public static let radiusM = GdsRadius(rawValue: 16)
    public static let radiusL = GdsRadius(rawValue: 20)
    public static let radiusXl = GdsRadius(rawValue: 24)
    public static let radius2xl = GdsRadius(rawValue: 32)
    public static let radius3xl = GdsRadius(rawValue: 40)
    public static let radius4xl = GdsRadius(rawValue: 48)
    public static let radius5xl = GdsRadius(rawValue: 64)
    public static let radiusMax = GdsRadius(rawValue: 999)
}
