import Testing
import RowTestSupport
import RowScene

/// Touches reach a gesture where its view draws, as SwiftUI hit-tests: shapes by their path,
/// text and images by their frames; clear colors, spacers and padding are not touchable unless
/// `contentShape` says so; `allowsHitTesting(false)` takes a view out.
@MainActor @Suite struct HitTestingTests {
    @MainActor final class Taps { var names: [String] = [] }

    /// Taps at each point (0.3 s apart); the names of the gestures that fired.
    func taps(_ view: some View, width: Double = 200, height: Double = 100, at points: [(Double, Double)], _ log: Taps) throws -> [String] {
        let touches = points.enumerated().flatMap { InteractionScript.tap(at: $1, time: 0.1 + 0.3 * Double($0)) }
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: width, height: height, script: InteractionScript(touches: touches))
            .at(time: 0.3 * Double(points.count) + 0.5))
        return log.names
    }

    @Test func aRowIsTouchedWhereItDrawsNotInItsSpacerOrPadding() throws {
        let log = Taps()
        let row = HStack { Text("Coffee"); Spacer(); Text("$4") }.padding(10).frame(width: 200, height: 100)
            .onTapGesture { log.names.append("row") }
        // On the first text, in the spacer, in the padding, on the second text.
        let got = try taps(row, at: [(25, 50), (100, 50), (5, 5), (185, 50)], log)
        #expect(got == ["row", "row"])
    }

    @Test func contentShapeMakesTheWholeFrameTouchable() throws {
        let log = Taps()
        let row = HStack { Text("Coffee"); Spacer(); Text("$4") }.padding(10).frame(width: 200, height: 100)
            .contentShape(Rectangle())
            .onTapGesture { log.names.append("row") }
        #expect(try taps(row, at: [(25, 50), (100, 50), (5, 5)], log) == ["row", "row", "row"])
    }

    @Test func aBackgroundMakesItsAreaTouchable() throws {
        let log = Taps()
        let row = HStack { Text("Coffee"); Spacer() }.padding(10).background(Color.white).frame(width: 200, height: 100)
            .onTapGesture { log.names.append("row") }
        let clear = HStack { Text("Coffee"); Spacer() }.padding(10).background(Color.clear).frame(width: 200, height: 100)
            .onTapGesture { log.names.append("clear") }
        #expect(try taps(row, at: [(100, 50)], log) == ["row"])
        #expect(try taps(clear, at: [(100, 50)], log) == ["row"])      // a clear color is not touchable
    }

    @Test func shapesAreTouchedWithinTheirPath() throws {
        let log = Taps()
        let dot = Circle().fill(Color.blue).frame(width: 100, height: 100).onTapGesture { log.names.append("circle") }
        // The corner of the frame is outside the circle; near the centre and just inside the rim are in.
        let got = try taps(dot, width: 100, height: 100, at: [(8, 8), (50, 50), (50, 2)], log)
        #expect(got == ["circle", "circle"])
        let ring = Circle().fill(Color.blue, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
            .contentShape(Circle().inset(by: 30), eoFill: true)
            .onTapGesture { log.names.append("inner") }
        #expect(try taps(ring, width: 100, height: 100, at: [(10, 50), (50, 50)], log) == ["circle", "circle", "inner"])
    }

    @Test func allowsHitTestingFalseLetsTouchesThrough() throws {
        let log = Taps()
        let view = ZStack {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.names.append("under") }
            Color.blue.frame(width: 100, height: 100).allowsHitTesting(false)
        }
        #expect(try taps(view, width: 100, height: 100, at: [(50, 50)], log) == ["under"])
        // Its content does not make an enclosing gesture's view touchable either.
        let outer = Color.blue.frame(width: 100, height: 100).allowsHitTesting(false).onTapGesture { log.names.append("outer") }
        #expect(try taps(outer, width: 100, height: 100, at: [(50, 50)], log) == ["under"])
    }

    /// A scroll view clips touches as it clips drawing: a row scrolled out of its frame can't be tapped.
    @Test func aScrollViewClipsTouches() throws {
        let log = Taps()
        let view = VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 60).onTapGesture { log.names.append("first") }
                    Color.blue.frame(height: 60).onTapGesture { log.names.append("second") }
                }
            }
            .frame(height: 50)
            Color.clear.frame(height: 50)
        }
        // The second row lies at y 60…120, below the scroll view's 50 pt: a tap at y 70 is outside it.
        #expect(try taps(view, width: 100, height: 100, at: [(50, 20), (50, 70)], log) == ["first"])
    }

    @Test func aSwipeRowTakesItsWholeCell() throws {
        @MainActor final class Box { var actions: [String] = [] }
        let box = Box()
        let list = List {
            HStack { Text("Mail"); Spacer() }
                .swipeActions { Button("Delete") { box.actions.append("delete") } }
        }
        // A drag that starts in the spacer still swipes the row (the list cell takes it; the row
        // spans y 35…79 below the first section's 35 pt).
        let script = InteractionScript(touches: InteractionScript.drag(from: (300, 57), to: (120, 57), time: 0.1, duration: 0.3))
        let swiped = try TestSupport.renderer.render(RenderRequest(list, width: 390, height: 100, script: script).at(time: 1))
        let still = try TestSupport.renderer.render(RenderRequest(list, width: 390, height: 100).at(time: 1))
        #expect(swiped != still)
    }
}
