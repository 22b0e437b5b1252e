import Foundation
import Testing
import RowPreviews
import RowScene
import RowTestSupport

// A preview whose motion comes from a gesture: pressed, it turns red and shrinks.
struct PressableBadge: View {
    @State var pressed = false
    var body: some View {
        Text("Press me")
            .padding()
            .background(RoundedRectangle(cornerRadius: 8).fill(pressed ? Color.red : Color.blue))
            .scaleEffect(pressed ? 0.9 : 1)
            .animation(.easeOut(duration: 0.2), value: pressed)
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in pressed = true }.onEnded { _ in pressed = false })
    }
}

#Preview("Pressable badge", traits: .sizeThatFitsLayout) {
    PressableBadge()
}

/// `rowframe previews --frames`: one preview over time, its gestures driven by a touch script.
@MainActor @Suite struct PreviewFramesTests {
    func write(_ text: String, to path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    func frames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aPreviewIsExportedOverTimeDrivenByItsTouches() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let touches = scratch.path("tap.json"), out = scratch.path("frames")
        try write(#"[{"kind": "down", "time": 0.1, "x": 20, "y": 15}, {"kind": "up", "time": 0.5, "x": 20, "y": 15}]"#, to: touches)
        #expect(RowPreviews.main(["--filter", "Pressable", "--frames", out, "--touches", touches, "--fps", "10"]) == 0)
        // A second after the last touch: 1.5 s at 10 fps.
        let names = try frames(in: out)
        #expect(names.count == 15 && names.first == "Pressable-badge.light@3x.t0ms.png", "\(names)")
        #expect(FileManager.default.fileExists(atPath: out + "/frames.json"))
        func bytes(_ ms: Int) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: out + "/Pressable-badge.light@3x.t\(ms)ms.png")) }
        #expect(try bytes(0) != bytes(300), "pressed at 0.3 s")
        #expect(try bytes(0) == bytes(1400), "released and settled by 1.4 s")
        #expect(try bytes(300) == bytes(400), "held and settled")
    }

    @Test(arguments: [
        (["--frames", "$OUT"], "export one preview; "),
        (["--filter", "Pressable", "--frames", "$OUT"], "give --to S"),
        (["--filter", "Pressable", "--frames", "$OUT", "--touches", "$BAD"], "[0]: up without a down"),
        (["--filter", "Pressable", "--frames", "$OUT", "--to", "1", "--fps", "0"], "--fps must be a number within 1.0…1000.0"),
        (["--filter", "Pressable", "--apng", "$IN", "--touches", "$IN"], "$IN"),
    ])
    func badInputsFailInOneLineAndWriteNothing(_ arguments: [String], _ message: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let bad = scratch.path("bad.json"), input = scratch.path("in.json")
        try write(#"[{"kind": "up", "time": 0.1}, {"kind": "move", "time": 0.2}]"#, to: bad)
        try write(#"[{"kind": "down", "time": 0.1}, {"kind": "up", "time": 0.2}]"#, to: input)
        let args = arguments.map { $0.replacingOccurrences(of: "$OUT", with: scratch.path("out")).replacingOccurrences(of: "$BAD", with: bad)
            .replacingOccurrences(of: "$IN", with: input) }
        var said = ""
        let code = RowPreviews.main(args) { said += $0 + "\n" }
        #expect(code == 2)
        #expect(said.split(separator: "\n").count == 1 && said.contains(message.replacingOccurrences(of: "$IN", with: input)), "\(said)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))
        #expect(try String(contentsOfFile: input, encoding: .utf8).contains("down"), "the input is untouched")
    }

    @Test func anExistingFolderIsReplacedOnlyWithForce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        #expect(RowPreviews.main(["--filter", "Pressable", "--frames", out, "--to", "0.2", "--fps", "10"]) == 2)
        #expect(try frames(in: out).isEmpty)
        #expect(RowPreviews.main(["--filter", "Pressable", "--frames", out, "--to", "0.2", "--fps", "10", "--force"]) == 0)
        #expect(try frames(in: out).count == 2)
    }
}
