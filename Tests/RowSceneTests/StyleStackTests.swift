import Testing
import RowRaster
import RowTestSupport
@testable import RowScene

/// Styles stack as SwiftUI's do: a control inside a style's own body is drawn by the style that
/// was in effect where that style was set (the default at the bottom), never by the same style
/// again — a custom toggle style that wraps a `Toggle` draws the iOS switch, and does not
/// recurse until the stack overflows.
@MainActor @Suite struct StyleStackTests {
    /// A toggle style whose body is a label and a system switch, as custom styles often are.
    struct SwitchRow: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Toggle(isOn: configuration.$isOn) { configuration.label }.labelsHidden() }
        }
    }
    /// A button style that tints its label, and one that wraps its label in a `Button` again.
    struct Red: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.red) } }
    struct Wrapping: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Button {} label: { configuration.label }.padding(4) }
    }

    @Test func aToggleInsideItsOwnStyleIsTheSwitch() throws {
        let view = Toggle(isOn: .constant(true)) { Text("Wi-Fi") }.toggleStyle(SwitchRow())
        let canvas = try TestSupport.renderer.render(RenderRequest(view, width: 200, height: 40, background: .white))
        // The inner toggle is iOS's switch: its green on-track (52, 199, 89) shows.
        var green = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width where canvas[x, y].g > 180 && canvas[x, y].r < 90 && canvas[x, y].b < 120 { green += 1 } }
        #expect(green > 500)
    }

    @Test func aButtonInsideAStylesBodyTakesTheStyleAroundIt() throws {
        // Wrapping is set inside Red: the Button in Wrapping's body is drawn by Red (red text).
        let view = Button("Go") {}.buttonStyle(Wrapping()).buttonStyle(Red())
        let canvas = try TestSupport.renderer.render(RenderRequest(view, width: 60, height: 40, background: .white))
        var red = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width where canvas[x, y].r > 200 && canvas[x, y].g < 90 { red += 1 } }
        #expect(red > 20)
    }

    /// A view whose body holds itself without end is an error naming it, not a crash.
    struct Endless: View { var body: some View { VStack { Endless() } } }
    @Test func aBodyThatContainsItselfIsAnError() throws {
        do {
            _ = try TestSupport.renderer.render(RenderRequest(Endless(), width: 100, height: 100, background: .white))
            Issue.record("an endless view rendered")
        } catch let error as SceneError {
            #expect(error.message.contains("nest more than \(ResolveContext.maxDepth) deep"))
            #expect(error.description.count < 600, "\(error.description.prefix(300))")
        }
    }
}
