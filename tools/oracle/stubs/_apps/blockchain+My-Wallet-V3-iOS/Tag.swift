import SwiftUI

// ComponentLibrary's Tag (2 - Primitives/Tag.swift at 37d8b9a), which the rows of o001–o003 use
// but their case folders do not hold; o008, whose case file it is, compiles its own
// (case_app_stubs leaves this one out there): caption-2 text on a rounded fill, with the
// module's variants.
public struct Tag: View {
    public enum Size: Equatable {
        case small
        case large
    }

    private let text: String
    private let variant: Variant
    private let size: Size

    public init(text: String, variant: Variant = .default, size: Size = .small) {
        self.text = text
        self.variant = variant
        self.size = size
    }

    public var body: some View {
        Text(text)
            .typography(.caption2)
            .foregroundColor(variant.textColor)
            .padding(.horizontal, size == .small ? 6 : 12)
            .padding(.vertical, size == .small ? 4 : 6)
            .background(RoundedRectangle(cornerRadius: 4).fill(variant.backgroundColor))
    }

    public struct Variant {
        fileprivate let backgroundColor: Color
        fileprivate let textColor: Color
    }
}

extension Tag.Variant {
    public static let `default` = Tag.Variant(
        backgroundColor: .init(light: .semantic.light, dark: .palette.dark600),
        textColor: .init(light: .semantic.title, dark: .semantic.title)
    )
    public static let infoAlt = Tag.Variant(
        backgroundColor: .init(light: .palette.blue000, dark: .palette.dark600),
        textColor: .init(light: .semantic.primary, dark: .semantic.primary)
    )
    public static let success = Tag.Variant(
        backgroundColor: .init(light: .palette.green100, dark: .semantic.success),
        textColor: .init(light: .semantic.success, dark: .palette.dark900)
    )
    public static let warning = Tag.Variant(
        backgroundColor: .init(light: .palette.orange100, dark: .semantic.warning),
        textColor: .init(light: .palette.orange600, dark: .palette.dark900)
    )
    public static let error = Tag.Variant(
        backgroundColor: .init(light: .palette.red100, dark: .semantic.error),
        textColor: .init(light: .semantic.error, dark: .palette.dark900)
    )
}
