import SwiftUI
// Stubs for superhighfives/pika Pika/Views/ColorExampleRow.swift (what the row uses from elsewhere in its app).

enum ColorFormat: String, Codable, CaseIterable, Equatable {
    case hex = "Hex"
    case rgb = "RGB"
    case hsb = "HSB"
    case hsl = "HSL"
    case lab = "LAB"
    case opengl = "OpenGL"
    case oklch = "OKLCH"

    func getExample(color: NSColor, style: CopyFormat) -> String {
        color.toFormat(format: self, style: style)
    }
}

enum PikaText {
    static let textCopyExportExample = NSLocalizedString("preferences.copy.export.example", comment: "Export example")
}

extension NSColor {
    /// White or black, whichever reads on this colour.
    func getUIColor() -> Color {
        luminance < 0.5 ? Color.white : Color.black
    }

    var luminance: CGFloat {
        let c = usingColorSpace(.sRGB) ?? self
        return 0.2126 * c.redComponent + 0.7152 * c.greenComponent + 0.0722 * c.blueComponent
    }

    func toFormat(format: ColorFormat, style: CopyFormat = .css) -> String {
        let c = usingColorSpace(.sRGB) ?? self
        let r = Int((c.redComponent * 255).rounded()), g = Int((c.greenComponent * 255).rounded()), b = Int((c.blueComponent * 255).rounded())
        switch format {
        case .hex: return String(format: "#%02X%02X%02X", r, g, b)
        case .rgb: return style == .css ? "rgb(\(r), \(g), \(b))" : "\(r), \(g), \(b)"
        default: return "\(r) \(g) \(b)"
        }
    }
}

class Eyedropper: ObservableObject {
    enum Types: String {
        case foreground
        case background
    }

    let type: Types
    @Published public var color: NSColor

    init(type: Types, color: NSColor) {
        self.type = type
        self.color = color
    }
}

class Eyedroppers: ObservableObject {
    @Published var foreground: Eyedropper
    @Published var background: Eyedropper

    init() {
        foreground = Eyedropper(type: .foreground, color: NSColor(red: 0.36, green: 0.42, blue: 0.96, alpha: 1))
        background = Eyedropper(type: .background, color: NSColor.black)
    }
}
