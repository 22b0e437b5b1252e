import SwiftUI
import Defaults
// Stubs for superhighfives/pika Pika/Views/EyedropperItem.swift (what the row uses from elsewhere in its app).

enum ColorFormat: String, Codable, CaseIterable, Equatable {
    case hex = "Hex"
    case rgb = "RGB"
    case hsb = "HSB"
    case hsl = "HSL"
    case lab = "LAB"
    case opengl = "OpenGL"
    case oklch = "OKLCH"
}

extension Defaults.Keys {
    static let colorFormat = Key<ColorFormat>("colorFormat", default: .hex)
    static let copyFormat = Key<CopyFormat>("copyFormat", default: .css)
    static let pickContrastingColor = Key<Bool>("pickContrastingColor", default: false)
}

enum PikaConstants {
    static let disabledFormats: [ColorFormat] = [.hex, .hsl, .opengl, .lab, .oklch]
}

enum PikaText {
    static let textColorCopied = NSLocalizedString("color.copy.toast", comment: "Copied")
}

extension Notification.Name {
    static let triggerPickForeground = Notification.Name("triggerPickForeground")
    static let triggerPickBackground = Notification.Name("triggerPickBackground")
    static let triggerCopyForeground = Notification.Name("triggerCopyForeground")
    static let triggerCopyBackground = Notification.Name("triggerCopyBackground")
    static let triggerSystemPickerForeground = Notification.Name("triggerSystemPickerForeground")
    static let triggerSystemPickerBackground = Notification.Name("triggerSystemPickerBackground")
    static let triggerFormatHex = Notification.Name("triggerFormatHex")
    static let triggerFormatRGB = Notification.Name("triggerFormatRGB")
    static let triggerFormatHSB = Notification.Name("triggerFormatHSB")
    static let triggerFormatHSL = Notification.Name("triggerFormatHSL")
    static let triggerFormatOpenGL = Notification.Name("triggerFormatOpenGL")
    static let triggerFormatLAB = Notification.Name("triggerFormatLAB")
    static let triggerFormatOKLCH = Notification.Name("triggerFormatOKLCH")
}

extension NSColor {
    func getUIColor() -> Color {
        let c = usingColorSpace(.sRGB) ?? self
        let luminance = 0.2126 * c.redComponent + 0.7152 * c.greenComponent + 0.0722 * c.blueComponent
        return luminance < 0.5 ? Color.white : Color.black
    }

    func toFormat(format: ColorFormat, style: CopyFormat = .css) -> String {
        let c = usingColorSpace(.sRGB) ?? self
        let r = Int((c.redComponent * 255).rounded()), g = Int((c.greenComponent * 255).rounded()), b = Int((c.blueComponent * 255).rounded())
        return format == .hex ? String(format: "#%02X%02X%02X", r, g, b) : "rgb(\(r), \(g), \(b))"
    }
}

class Eyedropper: ObservableObject {
    enum Types: String {
        case foreground
        case background

        var pickNotification: Notification.Name { self == .foreground ? .triggerPickForeground : .triggerPickBackground }
        var copyNotification: Notification.Name { self == .foreground ? .triggerCopyForeground : .triggerCopyBackground }
        var systemPickerNotification: Notification.Name { self == .foreground ? .triggerSystemPickerForeground : .triggerSystemPickerBackground }
    }

    let type: Types
    @Published public var color: NSColor

    init(type: Types, color: NSColor) {
        self.type = type
        self.color = color
    }

    func start(chainContrasting: Bool = false) {}
    func picker() {}
}

/// The big colour swatch button (the app's shows the value, name and contrast).
struct EyedropperButton: View {
    @ObservedObject var eyedropper: Eyedropper
    @Default(.colorFormat) var colorFormat
    @Default(.copyFormat) var copyFormat

    var body: some View {
        Button(action: { eyedropper.start() }) {
            VStack(alignment: .leading, spacing: 2.0) {
                Text(eyedropper.type.rawValue.capitalized)
                    .font(.caption)
                    .fontWeight(.semibold)
                Text(eyedropper.color.toFormat(format: colorFormat, style: copyFormat))
                    .font(.system(size: 18, weight: .regular))
            }
            .foregroundStyle(eyedropper.color.getUIColor())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .padding()
            .background(Color(eyedropper.color))
        }
        .buttonStyle(.plain)
    }
}

extension View {
    /// Shows "Copied" over the view while `isShowing`.
    func toast(isShowing: Binding<Bool>, color: Color, text: Text) -> some View {
        ZStack(alignment: .topLeading) {
            self
            HStack {
                Image(systemName: "doc.on.doc")
                text
            }
            .padding(.vertical, 5.0)
            .padding(.horizontal, 10.0)
            .font(.system(size: 11.0))
            .foregroundStyle(color)
            .opacity(isShowing.wrappedValue ? 1 : 0)
            .offset(x: 8.0, y: 8.0)
        }
    }
}
