import Testing
import RowTestSupport
import Foundation

import struct RowRaster.GlyphRun
import struct RowRaster.AffineTransform
import struct RowRaster.DisplayList
import class RowRaster.Renderer
@testable import RowScene

/// The design system's UnifiedListRow and UnifiedIconCircle, ported by changing the import (and
/// CGFloat to Double); the design-system colors are inlined here.
struct IconCircle: View {
    let icon: String
    let color: Color
    var size: Double = 48
    var iconSize: Double = 20
    var body: some View {
        Circle()
            .fill(color.opacity(0.1))
            .frame(width: size, height: size)
            .overlay(
                Image(systemName: icon)
                    .font(.system(size: iconSize, weight: .medium))
                    .foregroundColor(color)
            )
    }
}

struct SeedRow: View {
    let title: String
    let subtitle: String
    let value: String
    let valueColor: Color
    var valueLabel: String? = nil
    var showChevron = false
    var isPressed = false

    static let primaryText = Color(light: Color(hex: 0x1A1A1A), dark: Color(hex: 0xFFFFFF))
    static let secondaryText = Color(light: Color(hex: 0x6B6B6B), dark: Color(hex: 0xA0A0A0))
    static let card = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))

    var body: some View {
        HStack(spacing: 16) {
            IconCircle(icon: "cart.fill", color: .orange).layoutTag("icon")
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.custom("Helvetica Neue", size: 16).weight(.medium))
                    .foregroundColor(Self.primaryText)
                    .lineLimit(1)
                    .layoutTag("title")
                Text(subtitle)
                    .font(.custom("Helvetica Neue", size: 13).weight(.regular))
                    .foregroundColor(Self.secondaryText)
                    .lineLimit(1)
                    .layoutTag("subtitle")
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(value)
                    .font(.custom("Helvetica Neue", size: 16).weight(.bold))
                    .foregroundColor(valueColor)
                    .layoutTag("value")
                if let label = valueLabel {
                    Text(label)
                        .font(.custom("Helvetica Neue", size: 10).weight(.regular))
                        .foregroundColor(Self.secondaryText)
                        .layoutTag("label")
                }
            }
            if showChevron {
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(Self.secondaryText)
                    .layoutTag("chevron")
            }
        }
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(Self.card)
        )
        .shadow(color: Color.black.opacity(0.05), radius: 4, x: 0, y: 1)
        .scaleEffect(isPressed ? 0.98 : 1.0)
        .layoutTag("row")
    }
}

@MainActor @Suite struct UnifiedListRowTests {
    let row = SeedRow(title: "Whole Foods Market", subtitle: "Groceries · 2:14 PM", value: "- $84.12",
                      valueColor: Color(hex: 0xFF3B30), valueLabel: "Split 3 ways", showChevron: true)

    /// the design system: icon 16 pt from the leading and top edges, 16 pt icon-to-text spacing, 4 pt
    /// between title and subtitle, the value trailing-aligned, 80 pt tall with the 48 pt circle.
    @Test func layoutMatchesTheSpec() throws {
        let layout = try TestSupport.renderer.layout(row, width: 358)
        let f = layout.frames
        #expect(abs(layout.size.width - 358) < 1e-9 && abs(layout.size.height - 80) < 1e-9)
        #expect(f["icon"] == Rect(x: 16, y: 16, width: 48, height: 48))
        let title = try #require(f["title"]), subtitle = try #require(f["subtitle"])
        #expect(title.x == 16 + 48 + 16)
        #expect(subtitle.x == title.x)
        #expect(abs(subtitle.y - title.maxY - 4) <= 1.0 / 3)
        #expect(abs(title.height - 16 * 1.193) <= 1.0 / 3)                 // Helvetica Neue line box
        // Text block (19.09 + 4 + 15.51 = 38.6 pt) centered on the 48 pt icon.
        #expect(abs((title.y + subtitle.maxY) / 2 - 40) <= 1.0 / 3)
        let value = try #require(f["value"]), label = try #require(f["label"]), chevron = try #require(f["chevron"])
        #expect(abs(chevron.maxX - (358 - 16)) <= 1.0 / 3)
        #expect(abs(value.maxX - (chevron.x - 16)) <= 1.0 / 3)             // trailing-aligned, 16 pt before the chevron
        #expect(abs(label.maxX - value.maxX) <= 1.0 / 3)
        #expect(abs(label.y - value.maxY - 2) <= 1.0 / 3)
    }

    /// Without a chevron the value's trailing edge sits on the 16 pt padding.
    @Test func valueIsTrailingAligned() throws {
        var plain = row
        plain.showChevron = false
        let f = try TestSupport.renderer.layout(plain, width: 358).frames
        #expect(abs(f["value"]!.maxX - 342) <= 1.0 / 3)
    }

    /// A title too long for the row truncates instead of pushing the value out.
    @Test func longTitlesTruncate() throws {
        var long = row
        long = SeedRow(title: "Monthly membership at the Downtown Climbing Gym and Fitness Center", subtitle: "Health",
                       value: "- $129.00", valueColor: .red)
        let f = try TestSupport.renderer.layout(long, width: 358).frames
        #expect(f["title"]!.maxX <= f["value"]!.x - 16 + 1e-9)
        #expect(abs(f["value"]!.maxX - 342) <= 1.0 / 3)
    }

    /// The press scale (0.98 about the center) shrinks every drawn element, text included.
    @Test func pressedRowIsScaledAboutItsCenter() throws {
        var pressed = row
        pressed.isPressed = true
        let list = try TestSupport.renderer.displayList(pressed, width: 358)
        let glyphs = list.ops.compactMap { op -> GlyphRun? in if case let .glyphs(r, _, _) = op { return r } else { return nil } }
        #expect(!glyphs.isEmpty)
        for run in glyphs { #expect(run.transform == AffineTransform.scale(0.98, 0.98, about: Point(537, 120))) }
    }
}

/// A view that reads the frame time and the color scheme from the environment.
struct Clocked: View {
    @Environment(\.time) var time
    @Environment(\.colorScheme) var scheme
    var body: some View {
        Color(white: scheme == .dark ? 1 : 0).frame(width: 10 + 10 * time, height: 5)
    }
}

@MainActor @Suite struct EnvironmentTests {
    @Test func viewsReadTimeAndSchemeFromTheEnvironment() throws {
        var env = EnvironmentValues()
        env.time = 0.5
        #expect(try TestSupport.renderer.layout(Clocked(), environment: env).size == Size(width: 15, height: 5))
        env.time = 2
        #expect(try TestSupport.renderer.layout(Clocked(), environment: env).size == Size(width: 30, height: 5))
        env.colorScheme = .dark
        let list = try TestSupport.renderer.displayList(Clocked(), environment: env)
        guard case let .fill(_, paint, _, _) = list.ops[0], case let .solid(c) = paint else { Issue.record("no fill"); return }
        #expect(c.red == 1)
        // Overrides reach descendants.
        let overridden = try TestSupport.renderer.displayList(Clocked().environment(\.colorScheme, .light), environment: env)
        guard case let .fill(_, p2, _, _) = overridden.ops[0], case let .solid(c2) = p2 else { Issue.record("no fill"); return }
        #expect(c2.red == 0)
    }

    /// The evaluated display list dumps to JSON and reads back identical (glyphs by font and index).
    @Test func evaluatedListsRoundTripThroughJSON() throws {
        let list = try TestSupport.renderer.displayList(SceneGoldenTests.row, width: 358)
        let back = try DisplayList.decode(json: list.encodeJSON(), glyphs: TestSupport.renderer.fonts)
        #expect(try back.encodeJSON() == list.encodeJSON())
        let renderer = Renderer()
        #expect(try renderer.render(back) == renderer.render(list))
    }
}
