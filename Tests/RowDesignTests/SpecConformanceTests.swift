import Testing
import RowTestSupport
import Foundation
@testable import RowScene
import struct RowRaster.GlyphRun
import struct RowRaster.DisplayList
import enum RowRaster.DisplayOp
import enum RowRaster.Paint
import struct RowRaster.ShapeSpec
@testable import RowDesign

/// The design system's testing checklist and its measurable lines, checked on what is drawn
/// (display-list ops and laid-out frames), not on the constants in the code.
@MainActor @Suite struct SpecConformanceTests {
    let renderer = TestSupport.renderer

    func row(_ scheme: ColorScheme = .light, value: String = "- $84.12", color: Color = .wiseError) throws -> (SceneRenderer.Layout, EnvironmentValues) {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let view = UnifiedListRow(title: "Whole Foods Market", subtitle: "Groceries", value: value, valueColor: color, valueLabel: "2:14 PM") {
            UnifiedIconCircle(icon: "cart.fill", color: TransactionCategory.groceries.color)
        }
        return (try renderer.layout(view, width: 358, environment: env), env)
    }

    func runs(_ list: DisplayList) -> [(GlyphRun, Paint)] {
        list.ops.compactMap { if case let .glyphs(r, p, _) = $0 { return (r, p) } else { return nil } }
    }
    func fills(_ list: DisplayList) -> [(ShapeSpec, Paint)] {
        list.ops.compactMap { if case let .fill(s, p, _, _) = $0 { return (s, p) } else { return nil } }
    }
    func hex(_ p: Paint) -> String? { if case let .solid(c) = p { return c.hexString } else { return nil } }

    @Test func iconCircleIs48ptWithA20ptIconAt10PercentOpacity() throws {
        let (layout, _) = try row()
        #expect(layout.frames["icon"] == Rect(x: 16, y: 16, width: 48, height: 48))
        // The circle fill: radius 72 px at 3x, the category color at 10 % (alpha 26/255).
        let circle = fills(layout.displayList).first { if case .circle = $0.0.kind { return true }; return false }
        guard case let .circle(center, radius)? = circle?.0.kind else { Issue.record("no circle"); return }
        #expect(radius == 72 && center == Point(120, 120))
        #expect(hex(circle!.1) == "#2ECC711A")
        // The icon: one Phosphor glyph for a 20 pt symbol, fitted into SF Symbols' ink box at
        // 20 pt (so within a fifth of 20 pt × the icon font's em scale, × 3 px/pt), centered.
        let icon = try #require(runs(layout.displayList).first { $0.0.font == "Phosphor" })
        #expect(abs(icon.0.size / 3 / 1.15 - 20) < 4, "\(icon.0.size / 3 / 1.15)")
        #expect(hex(icon.1) == "#2ECC71FF")
    }

    @Test func typographyRoles() throws {
        let (layout, _) = try row()
        let byText = Dictionary(uniqueKeysWithValues: runs(layout.displayList).compactMap { r in r.0.text.map { ($0, r) } })
        func check(_ text: String, _ font: String, _ points: Double) {
            guard let r = byText[text] else { Issue.record("no run for \(text)"); return }
            #expect(r.0.font == font, "\(text)")
            #expect(abs(r.0.size / 3 - points) < 1e-9, "\(text)")
        }
        check("Whole Foods Market", "TeXGyreHeros-Medium", 16)   // title 16 pt medium
        check("Groceries", "TeXGyreHeros-Regular", 13)           // subtitle 13 pt regular
        check("- $84.12", "TeXGyreHeros-Bold", 16)               // amount 16 pt bold
        check("2:14 PM", "TeXGyreHeros-Regular", 10)             // label 10 pt regular
    }

    @Test func paddingSpacingAndRadius() throws {
        let (layout, _) = try row()
        let f = layout.frames
        #expect(f["icon"]!.x == 16 && f["icon"]!.y == 16)                          // 16 pt padding
        #expect(f["title"]!.x == f["icon"]!.maxX + 16)                             // 16 pt icon → text
        #expect(abs(f["subtitle"]!.y - f["title"]!.maxY - 4) <= 1.0 / 3)           // 4 pt title → subtitle
        #expect(abs(f["value"]!.maxX - (358 - 16)) <= 1.0 / 3)                     // trailing padding
        #expect(abs(layout.size.height - 80) < 1e-9)
        let card = fills(layout.displayList).first { if case .roundedRect = $0.0.kind { return true }; return false }
        guard case let .roundedRect(rect, radius, _)? = card?.0.kind else { Issue.record("no card"); return }
        #expect(radius == 36 && rect.width == 1074)                                // 12 pt corners at 3x
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func amountColorsInBothModes(_ scheme: ColorScheme) throws {
        func valueColor(_ color: Color, _ value: String) throws -> String? {
            let (layout, _) = try row(scheme, value: value, color: color)
            return runs(layout.displayList).first { $0.0.text == value }.flatMap { hex($0.1) }
        }
        #expect(try valueColor(.wiseBrightGreen, "+ $3,500.00") == "#9FE870FF")
        #expect(try valueColor(.wiseError, "- $6.45") == (scheme == .dark ? "#FF453AFF" : "#FF3B30FF"))
        #expect(try valueColor(.wisePrimaryText, "$0.00") == (scheme == .dark ? "#FFFFFFFF" : "#1A1A1AFF"))
        // Card background #262626 in dark mode.
        let (layout, _) = try row(scheme)
        let card = fills(layout.displayList).first { if case .roundedRect = $0.0.kind { return true }; return false }
        #expect(hex(card!.1) == (scheme == .dark ? "#262626FF" : "#FFFFFFFF"))
    }

    /// the design system: pressed rows scale to 0.98 (a touch held past the spring); the divider
    /// is 1 px, 16 pt in from the leading edge.
    @Test func interactiveRowPressAndDivider() throws {
        let held = RenderRequest(DesignGallery.interactive(), width: 358,
                                 script: InteractionScript(touches: [TouchEvent(.down, time: 0, x: 100, y: 30)]))
        let pressed = try renderer.layout(held.at(time: 1.5))
        let scaled = pressed.displayList.ops.compactMap { op -> ShapeSpec? in
            if case let .fill(s, _, _, _) = op, case .roundedRect = s.kind { return s } else { return nil } }.first
        #expect(scaled?.transform.a == 0.98 && scaled?.transform.d == 0.98)
        let normal = try renderer.layout(DesignGallery.interactive(), width: 358)
        let divider = try #require(normal.frames["divider"])
        #expect(divider.x == 16 && divider.maxX == 358 && divider.height == 1)
        let line = fills(normal.displayList).compactMap { s, _ -> Rect? in if case let .rect(r) = s.kind { return r } else { return nil } }
            .first { $0.height == 3 && $0.x == 48 }
        #expect(line != nil)   // 1 pt at 3x: three pixel rows, from x = 48 px
        let last = try renderer.layout(DesignGallery.interactive(divider: false), width: 358)
        #expect(last.frames["divider"] == nil)
    }

    /// the design system: placeholder sizes 40 (circle), 16 (title bar height), 100×12, 60×20.
    @Test func shimmerPlaceholderSizes() throws {
        let f = try renderer.layout(RowShimmerView(), width: 358).frames
        #expect(f["iconPlaceholder"]?.width == 40 && f["iconPlaceholder"]?.height == 40)
        #expect(f["titlePlaceholder"]?.height == 16)
        #expect(f["subtitlePlaceholder"]?.width == 100 && f["subtitlePlaceholder"]?.height == 12)
        #expect(f["valuePlaceholder"]?.width == 60 && f["valuePlaceholder"]?.height == 20)
    }

    /// The shimmer sweep and the skeleton phase follow the seeds' timing.
    @Test func shimmerTiming() {
        #expect(RowShimmerView.offset(at: 0) == -300)
        #expect(abs(RowShimmerView.offset(at: 0.75) - 0) < 1e-9)
        #expect(abs(RowShimmerView.offset(at: 1.5) + 300) < 1e-9)          // repeats, no autoreverse
        #expect(SkeletonShimmerModifier.phase(at: 0) == -1)
        #expect(abs(SkeletonShimmerModifier.phase(at: 0.7) - 0.5) < 1e-6)   // easeInOut is symmetric
        #expect(abs(RowShimmerView.pulse(at: 1) - 0.5) < 1e-9 && abs(RowShimmerView.pulse(at: 0) - 0.2) < 1e-9)
    }

    /// Seed 000's motion modes for the loading row, as drawn: reduced motion pulses the
    /// placeholders' opacity 0.2 ↔ 0.5 (1 s ease each way), minimal motion holds them at 0.2.
    /// (Failed before the row's `onAppear` read its body's environment: it read the default,
    /// full motion, and never started the pulse.)
    @Test(arguments: [AnimationMode.reduced, .minimal])
    func loadingRowPulsesOnlyInReducedMotion(_ mode: AnimationMode) throws {
        func alpha(at t: Double) throws -> Double {
            var env = EnvironmentValues()
            env.animationMode = mode; env.time = t
            let request = RenderRequest(RowShimmerView(), width: 358, environment: env)
            let layout = try renderer.layout(request)
            let circle = try #require(layout.frames["iconPlaceholder"])
            let canvas = try renderer.render(layout.displayList)
            return Double(canvas[Int((circle.midX * 3).rounded()), Int((circle.midY * 3).rounded())].a) / 255
        }
        for t in [0.0, 0.25, 0.5, 1.0, 1.5] {
            let expected = mode == .reduced ? RowShimmerView.pulse(at: t) : 0.2
            let seen = try alpha(at: t)
            #expect(abs(seen - expected) <= 1.0 / 255, "\(mode) at \(t) s: opacity \(seen), expected \(expected)")
        }
    }

    /// Seed 000's prose on haptics by motion mode: all with full motion, light ones only with
    /// reduced motion ("no selection/medium"), none with minimal motion. The row's press plays
    /// the light haptic in full and reduced motion (its code sketch: full only; the prose wins),
    /// and a scene's swipe keeps only what the mode allows.
    @Test(arguments: AnimationMode.allCases)
    func hapticsFollowTheMotionMode(_ mode: AnimationMode) throws {
        var env = EnvironmentValues()
        env.animationMode = mode; env.time = 0.5
        let press = RenderRequest(DesignGallery.interactive(), width: 358, environment: env,
                                  script: InteractionScript(touches: [TouchEvent(.down, time: 0.1, x: 100, y: 30),
                                                                      TouchEvent(.up, time: 0.3, x: 100, y: 30)]))
        let played = try renderer.layout(press).haptics
        #expect(played == (mode == .minimal ? [] : [HapticEvent(time: 0.1, style: .light)]), "\(mode)")

        let swipe = """
            {"animationMode": "\(mode.rawValue)", "rows": [{"type": "transaction", "merchant": "Blue Bottle", "category": "food",
             "amount": -6.45, "date": "2026-11-27T09:00:00Z", "interactive": {"swipe": {"actions": ["delete"]}},
             "touches": [{"kind": "down", "time": 0, "x": 300, "y": 30}, {"kind": "move", "time": 0.1, "x": 200, "y": 30},
                         {"kind": "move", "time": 0.2, "x": 100, "y": 30}, {"kind": "up", "time": 0.3, "x": 100, "y": 30}]}]}
            """
        let scene = try SceneFile.read(Array(swipe.utf8))
        let expected: [HapticEvent.Style] = switch mode { case .full: [.light, .selection, .medium]; case .reduced: [.light]; case .minimal: [] }
        let swiped = try renderer.layout(scene.frame(scene.environment(.light, time: 1))).haptics
        #expect(scene.haptics(played: swiped).map(\.style) == expected, "\(mode)")
    }

    @Test func progressIsClampedAndFillsTheTrack() throws {
        func frames(_ pct: Double) throws -> [String: Rect] {
            try renderer.layout(UnifiedListRowWithProgress(title: "Food", subtitle: "Expense", value: "$1.00", valueColor: .red, percentage: pct) {
                UnifiedIconCircle(icon: "fork.knife", color: .orange)
            }, width: 358).frames
        }
        let half = try frames(50)
        #expect(abs(half["progress"]!.width - half["track"]!.width / 2) <= 1.0 / 3)
        #expect(try frames(150)["progress"]!.width == half["track"]!.width)
        #expect(try frames(-20)["progress"]!.width == 0)
        #expect(throws: SceneError("percentage must be a number, found NaN").inside(UnifiedListRowWithProgress<ViewList>.self)) { try frames(.nan) }
    }
}
