import Testing
import RowTestSupport
import Foundation
import RowSnapshot
@testable import RowScene

/// A sampler of DSL features in one picture: a section header with a count capsule, an emoji
/// circle on a gradient, a GeometryReader progress bar, a strokeBorder selection, a divider,
/// opacity, a shimmer band (plusLighter, clipped), brightness and a clipShape.
struct Sampler: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("today, nov 22").font(.system(size: 13, weight: .bold)).tracking(0.5).textCase(.uppercase)
                Spacer()
                Text("3 transactions").font(.system(size: 12, weight: .medium)).foregroundColor(.secondary)
                    .padding(.horizontal, 10).padding(.vertical, 5)
                    .background(Capsule().fill(Color.gray.opacity(0.2)))
            }
            HStack(spacing: 16) {
                Circle()
                    .fill(LinearGradient(colors: [Color.blue.opacity(0.2), Color.blue.opacity(0.1)], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 48, height: 48)
                    .overlay(Text("🏠").font(.system(size: 24)))
                VStack(alignment: .leading, spacing: 6) {
                    Text("Groceries").font(.system(size: 16, weight: .semibold))
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.gray.opacity(0.2))
                            Capsule().fill(Color.green).frame(width: proxy.size.width * 0.62)
                        }
                    }
                    .frame(height: 6)
                }
                Text("62%").font(.system(size: 15, weight: .bold).monospacedDigit())
            }
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.blue, lineWidth: 2))
            Divider()
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 120, height: 14)
                    .overlay(
                        LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color.white.opacity(0.6), location: 0.5),
                                               .init(color: .clear, location: 1)], startPoint: .leading, endPoint: .trailing)
                            .blendMode(.plusLighter)
                    )
                    .clipped()
                Color.orange.frame(width: 40, height: 14).opacity(0.5)
                Color.purple.frame(width: 40, height: 14).brightness(0.3)
                Color.red.frame(width: 20, height: 14).clipShape(Circle())
            }
        }
        .padding(16)
        .frame(width: 358)
    }
}

/// The gradient styles: radial from a corner, angular around a ring, conic from the top, and a
/// half-turn angular sweep whose gap is padded with its end colors.
struct GradientStyles: View {
    var body: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .topLeading, startRadius: 5, endRadius: 120))
                .frame(width: 100, height: 100)
            Circle()
                .stroke(AngularGradient(colors: [.blue, .purple, .pink, .blue], center: .center), lineWidth: 12)
                .frame(width: 88, height: 88)
            Circle()
                .fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center, angle: .degrees(-90)))
                .frame(width: 88, height: 88)
            AngularGradient(colors: [.green, .teal], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
                .frame(width: 88, height: 88)
        }
        .padding(16)
    }
}

@MainActor @Suite struct SceneGoldenTests {
    static let root = TestSupport.root

    func check<V: View>(_ view: V, _ name: String, scheme: ColorScheme, scale: Double, width: Double? = nil) throws {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        let background = Color(light: Color(hex: 0xF2F2F7), dark: .black)
        let canvas = try TestSupport.renderer.render(view, width: width, environment: env, background: background)
        #expect(try TestSupport.renderer.render(view, width: width, environment: env, background: background) == canvas)
        let path = Self.root.appendingPathComponent("Snapshots/RowScene/\(name).\(scheme.rawValue)@\(Int(scale))x.png").path
        let outcome = try Golden(path: path, scale: scale).check(canvas)
        if let message = outcome.failureMessage { Issue.record("\(path): \(message)") }
    }

    static let row = SeedRow(title: "Whole Foods Market", subtitle: "Groceries · 2:14 PM", value: "- $84.12",
                             valueColor: Color(hex: 0xFF3B30), valueLabel: "Split 3 ways", showChevron: true)

    @Test(arguments: [ColorScheme.light, .dark])
    func unifiedListRow(_ scheme: ColorScheme) throws {
        try check(Self.row.padding(16), "unified-list-row", scheme: scheme, scale: 3, width: 390)
        try check(Self.row.padding(16), "unified-list-row", scheme: scheme, scale: 1, width: 390)
    }

    @Test func pressedRow() throws {
        var pressed = Self.row
        pressed.isPressed = true
        try check(pressed.padding(16), "unified-list-row-pressed", scheme: .light, scale: 3, width: 390)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func gradients(_ scheme: ColorScheme) throws {
        try check(GradientStyles(), "gradients", scheme: scheme, scale: 2)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func sampler(_ scheme: ColorScheme) throws {
        try check(Sampler(), "sampler", scheme: scheme, scale: 3)
    }
}
