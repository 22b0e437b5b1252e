import Gravatar
import SwiftUI

// Stubs for what AvatarPickerProfileView and AvatarView use from the rest of GravatarUI
// (Mudd-d/gravatar-sdk-ios at 6c22d6cd, Sources/GravatarUI), with the app's values.

// DesignSystem/CGFloat+DesignSystem.swift: the padding scale.
extension CGFloat {
    enum DS {
        enum Padding {
            static let half: CGFloat = 4
            static let single: CGFloat = 8
            static let split: CGFloat = 12
            static let double: CGFloat = 16
            static let medium: CGFloat = 24
            static let large: CGFloat = 32
            static let max: CGFloat = 48
        }
    }
}

// DesignSystem/Palette.swift: the palette types (the view only switches over them).
enum PaletteType {
    case light
    case dark
    case system
}

// DesignSystem/UIColor+DesignSystem.swift and Palette.swift: the placeholder colours, light
// palette smokeWhite (229, 231, 233) and bleachedSilkWhite (242, 242, 242), dark palette
// boatAnchorGray (107, 107, 107) and spanishGray (151, 151, 151).
private enum PlaceholderColors {
    static func resting(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 107 / 255, green: 107 / 255, blue: 107 / 255)
            : Color(red: 229 / 255, green: 231 / 255, blue: 233 / 255)
    }
    static func loading(_ scheme: ColorScheme) -> [Color] {
        scheme == .dark
            ? [resting(scheme), Color(red: 151 / 255, green: 151 / 255, blue: 151 / 255)]
            : [resting(scheme), Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)]
    }
}

// SwiftUI/AvatarPicker/ProfileViewPlaceholderColorManager.swift: the resting placeholder colour
// of the palette, or, while loading, the next of its loading colours (the app animates between them).
@MainActor
final class ProfileViewPlaceholderColorManager: ObservableObject {
    @Published var colorScheme: ColorScheme = .light
    @Published private var animating = false
    @Published private var index = 0

    func toggleAnimation(_ shouldAnimate: Bool) {
        animating = shouldAnimate
        index = shouldAnimate ? 1 : 0
    }

    var placeholderColor: Color {
        animating ? PlaceholderColors.loading(colorScheme)[index % 2] : PlaceholderColors.resting(colorScheme)
    }
}

// SwiftUI/CachedAsyncImage.swift: shows `content` for the phase of a download. The stand-in never
// downloads: the phase stays `.empty`, which the avatar view draws as its placeholder — as the
// reference does (the test's empty e-mail has no avatar).
@MainActor
struct CachedAsyncImage<Content: View>: View {
    @State private var phase: AsyncImagePhase = .empty
    @Binding private var isLoading: Bool
    private let content: (AsyncImagePhase) -> Content

    init(
        url: URL?,
        cache: ImageCaching = ImageCache.shared,
        urlSession: URLSession = .shared,
        forceRefresh: Binding<Bool> = .constant(false),
        oneTimeForceRefresh: Binding<Bool> = .constant(false),
        scale: CGFloat = 1,
        transaction: Transaction = Transaction(),
        isLoading: Binding<Bool> = .constant(false),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        _isLoading = isLoading
        self.content = content
    }

    var body: some View { content(phase) }
}

// SwiftUI/View+Additions.swift: clip to a shape and stroke its outline.
extension View {
    func shape(_ shape: some Shape, borderColor: Color = .clear, borderWidth: CGFloat = 0) -> some View {
        clipShape(shape).overlay(shape.stroke(borderColor, lineWidth: borderWidth))
    }
}

// Utility/SDKLocalizedString.swift: the English value (the tests run in English).
func SDKLocalizedString(_ key: String, tableName: String? = nil, value: String? = nil, comment: String) -> String {
    value ?? key
}

// A Swift package's resource bundle; the stand-in targets have no resources (named images come
// from the render's image folder).
extension Bundle {
    static var module: Bundle { .main }
}

// Extensions/String+Extensions (GravatarUI): nil for an empty string.
extension String {
    func nilIfEmpty() -> String? { isEmpty ? nil : self }
}
