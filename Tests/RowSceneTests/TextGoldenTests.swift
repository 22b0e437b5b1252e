import Foundation
import Testing
import RowTestSupport
import RowFiles
import RowText
@testable import RowScene

/// A chat-style message row, as an iOS team would write it: an avatar, a name with a time, and
/// a message limited to three lines.
struct MessageRow: View {
    let name: String
    let time: String
    let message: String
    let tint: Color

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle().fill(tint).frame(width: 40, height: 40)
                .overlay(Text(String(name.prefix(1))).font(.system(size: 17, weight: .semibold)).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .top) {
                    Text(name).font(.headline).lineLimit(1)
                    Spacer()
                    Text(time).font(.subheadline).foregroundColor(.secondary)
                }
                Text(message).font(.subheadline).foregroundColor(.secondary).lineLimit(3)
            }
        }
        .padding(16)
        .background(Color(light: .white, dark: Color(hex: 0x1C1C1E)))
    }
}

/// Text-heavy rows, light and dark: wrapping and truncation, every emoji sequence type,
/// Markdown styles, and a right-to-left row.
@MainActor @Suite struct TextGoldenTests {
    static let message = "Hey! Are we still on for dinner on Friday? I booked the table at Rosa's for 7:30, but we can move it if the train is late again — just text me. 🍝🇮🇹"

    static var rows: some View {
        VStack(spacing: 1) {
            MessageRow(name: "Ana Lima", time: "9:41\u{202F}AM", message: message, tint: .blue)
            MessageRow(name: "Łukasz Dvořák", time: "Yesterday", message: "Short one. 👍🏽", tint: .orange)
            MessageRow(name: "Family 👨\u{200D}👩\u{200D}👧", time: "Mon",
                       message: "Keycaps 1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}, flags 🇵🇹🇯🇵🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}, tones 👋🏻👋🏿, ZWJ 🧑\u{200D}💻🏳\u{FE0F}\u{200D}🌈, text ❤\u{FE0E} vs emoji ❤\u{FE0F}",
                       tint: .green)
            MessageRow(name: "Notes", time: "Sun", message: "", tint: .gray)
                .overlay(Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.com)").font(.subheadline)
                    .padding(.leading, 68).padding(.top, 38), alignment: .topLeading)
            MessageRow(name: "محمد عبد الله", time: "9:41", message: "مرحبا! هل ما زلنا على موعد العشاء يوم الجمعة؟ Rosa's at 7:30.", tint: .purple)
                .environment(\.layoutDirection, .rightToLeft)
        }
        .frame(width: 390)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func messageRows(_ scheme: ColorScheme) async throws {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let layout = try TestSupport.renderer.layout(Self.rows, width: 390, environment: env)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        try await TestSupport.checkGolden(RenderRequest(Self.rows, width: 390, environment: env, background: Color(light: Color(hex: 0xF2F2F7), dark: .black)),
                                    suite: "RowScene", ImageName(base: "message-rows", appearance: scheme.rawValue, scale: 3))
    }

    /// The first message wraps to three lines and truncates the last.
    @Test func theLongMessageTakesThreeLinesEndingInAnEllipsis() throws {
        let view = Text(Self.message).font(.subheadline).lineLimit(3).layoutTag("m").frame(width: 390 - 16 - 40 - 12 - 16, alignment: .leading)
        let list = try TestSupport.renderer.displayList(view)
        let lines = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        var distinct: [String] = []
        for l in lines where distinct.last != l { distinct.append(l) }
        #expect(distinct.count == 3, "\(distinct)")
        #expect(distinct.last?.hasSuffix("\u{2026}") == true)
    }
}

