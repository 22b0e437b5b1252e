import SwiftUI
// Stub of the SFSafeSymbols package (SFSafeSymbols/SFSafeSymbols): typed SF Symbol names. Only the
// symbols corpus rows use are listed; add more as `public static let name = SFSymbol(rawValue: "…")`.

public struct SFSymbol: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension SFSymbol {
    public static let photo = SFSymbol(rawValue: "photo")
    public static let photoOnRectangleAngled = SFSymbol(rawValue: "photo.on.rectangle.angled")
    public static let star = SFSymbol(rawValue: "star")
    public static let starFill = SFSymbol(rawValue: "star.fill")
    public static let starLeadinghalfFilled = SFSymbol(rawValue: "star.leadinghalf.filled")
    public static let xmark = SFSymbol(rawValue: "xmark")
    public static let checkmark = SFSymbol(rawValue: "checkmark")
    public static let chevronRight = SFSymbol(rawValue: "chevron.right")
    public static let heart = SFSymbol(rawValue: "heart")
    public static let heartFill = SFSymbol(rawValue: "heart.fill")
    public static let chevronDownCircleFill = SFSymbol(rawValue: "chevron.down.circle.fill")
    public static let chevronUpCircleFill = SFSymbol(rawValue: "chevron.up.circle.fill")
    public static let arrowTriangle2CirclepathCircle = SFSymbol(rawValue: "arrow.triangle.2.circlepath.circle")
}

extension Image {
    public init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemSymbol: SFSymbol) {
        self.init(titleKey, systemImage: systemSymbol.rawValue)
    }
    public init<S: StringProtocol>(_ title: S, systemSymbol: SFSymbol) {
        self.init(title, systemImage: systemSymbol.rawValue)
    }
}
