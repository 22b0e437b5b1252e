// Stubs for vultisig/vultisig-ios shared by its rows (r681–r683): the design system's Theme (fonts in
// Brockman, the dark navy colour palette, corner-radius tokens), the asset-catalog Icon view and the
// small helpers the rows call. Our own test doubles with the app's names; values written from its tokens.
import SwiftUI

extension Color {
    /// Hex colour ("RRGGBB").
    init(hex: String) {
        let value = UInt32(hex, radix: 16) ?? 0
        self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}

/// One step of the corner-radius scale: the radius and its corner style.
struct CornerRadius: Equatable {
    let points: CGFloat
    let style: RoundedCornerStyle
    var shape: RoundedRectangle { RoundedRectangle(cornerRadius: points, style: style) }
}

extension View {
    /// Clips to a radius token.
    func cornerRadius(_ radius: CornerRadius) -> some View { clipShape(radius.shape) }
}

struct FontSystem {
    private func brockman(_ weight: String, _ size: CGFloat) -> Font { .custom("Brockman-\(weight)", size: size) }
    var bodyLRegular: Font { brockman("Regular", 18) }
    var bodyMMedium: Font { brockman("Medium", 16) }
    var bodySRegular: Font { brockman("Regular", 14) }
    var bodySMedium: Font { brockman("Medium", 14) }
    var caption12: Font { brockman("Medium", 12) }
}

struct ColorSystem {
    var bgPrimary: Color { Color(hex: "02122B") }
    var bgSurface1: Color { Color(hex: "061B3A") }
    var bgSurface2: Color { Color(hex: "11284A") }
    var primaryAccent3: Color { Color(hex: "2155DF") }
    var primaryAccent4: Color { Color(hex: "4879FD") }
    var textPrimary: Color { Color(hex: "F0F4FC") }
    var textSecondary: Color { Color(hex: "C9D6E8") }
    var textTertiary: Color { Color(hex: "8295AE") }
    var border: Color { Color(hex: "1B3F73") }
    var borderLight: Color { Color(hex: "11284A") }
    var borderExtraLight: Color { Color.white.opacity(0.03) }
    var alertSuccess: Color { Color(hex: "13C89D") }
}

struct CornerRadiusSystem {
    private func radius(_ points: CGFloat) -> CornerRadius { CornerRadius(points: points, style: .continuous) }
    var md: CornerRadius { radius(12) }
    var lg: CornerRadius { radius(16) }
    var xl: CornerRadius { radius(24) }
    var pill: CornerRadius { radius(99) }
}

enum Theme {
    static let fonts = FontSystem()
    static let colors = ColorSystem()
    static let radius = CornerRadiusSystem()
}

// Xcode's generated symbols for the Icons set of Assets.xcassets that the rows name.
extension ImageResource {
    static let laptop = ImageResource(name: "laptop", bundle: .main)
    static let mobile = ImageResource(name: "mobile", bundle: .main)
    static let check = ImageResource(name: "check", bundle: .main)
    static let clock = ImageResource(name: "clock", bundle: .main)
    static let chevronRight = ImageResource(name: "chevron-right", bundle: .main)
}

/// An icon from the asset catalog, tinted and sized.
struct Icon: View {
    let image: ImageResource
    let color: Color?
    let size: CGFloat

    init(_ image: ImageResource, color: Color? = Theme.colors.primaryAccent4, size: CGFloat = 20) {
        self.image = image
        self.color = color
        self.size = size
    }

    var body: some View {
        let icon = Image(image).resizable().scaledToFit()
        return icon.foregroundColor(color).frame(width: size, height: size)
    }
}

struct DeviceInfo: Hashable {
    var Index: Int
    var Signer: String

    /// Laptop icon for desktop and browser-extension signers, phone otherwise.
    static func iconName(for signer: String) -> ImageResource {
        let name = signer.lowercased()
        return ["windows", "extension", "mac"].contains(where: { name.contains($0) }) ? .laptop : .mobile
    }
}

/// The app's switch: a scaled-down system toggle in the accent colour.
struct VultiToggle: View {
    @Binding var isOn: Bool
    var body: some View {
        Toggle("", isOn: $isOn)
            .labelsHidden()
            .toggleStyle(.switch)
            .tint(Theme.colors.primaryAccent4)
            .scaleEffect(0.8)
            .fixedSize()
    }
}

final class SettingsViewModel: ObservableObject {
    @Published var selectedLanguage = "English"
}
