import SwiftUI
// Stub of WXYC's Wallpaper package (WXYC/wallpaper-ios, a submodule not in the app's snapshot; API
// inferred from the rows): the rows' translucent background layer and the ticket colour set.
// Test double.

/// The translucent panel the playlist rows sit on.
public struct BackgroundLayer: View {
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
            .fill(.ultraThinMaterial)
    }
}

/// Hue in degrees, the rest 0...1.
public struct HSBAlpha: Hashable, Sendable {
    public var hue: Double
    public var saturation: Double
    public var brightness: Double
    public var alpha: Double

    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
        self.alpha = alpha
    }

    public var components: HSBAlpha { self }
    public var color: Color { Color(hue: hue / 360, saturation: saturation, brightness: brightness, opacity: alpha) }
}

public struct TicketPalette: Hashable, Sendable {
    public var bodyTop, bodyBottom, stub, bodyInk, edge: HSBAlpha
    public init(bodyTop: HSBAlpha, bodyBottom: HSBAlpha, stub: HSBAlpha, bodyInk: HSBAlpha, edge: HSBAlpha) {
        self.bodyTop = bodyTop
        self.bodyBottom = bodyBottom
        self.stub = stub
        self.bodyInk = bodyInk
        self.edge = edge
    }
}

public struct TicketColors: Sendable {
    public enum Foreground: Sendable { case light, dark }

    public let palette: TicketPalette
    public let foreground: Foreground

    public var bodyInk: HSBAlpha { palette.bodyInk }
    /// The accent ink of dates and "go" tags.
    public var accentInkColor: Color { palette.edge.color.opacity(1) }
    public var perforationColor: Color { palette.bodyInk.color.opacity(0.35) }

    public static func resolve(foreground: Foreground, manifest: TicketPalette, override: TicketPalette?) -> TicketColors {
        TicketColors(palette: override ?? manifest, foreground: foreground)
    }
}
