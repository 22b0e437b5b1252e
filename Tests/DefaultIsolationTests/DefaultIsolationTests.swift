import Testing
import RowTestSupport
import SwiftUI

// This target is compiled as Xcode 26 compiles a new app's files: Swift 6 with
// `-default-isolation MainActor` (Package.swift), so every type here is main-actor isolated unless
// SwiftUI's protocols say otherwise. App code written that way must compile and draw unchanged.

/// A pie wedge whose sweep animates, written as an app would: no isolation annotations.
struct Wedge: Shape {
    var sweep: Double
    var animatableData: Double {
        get { sweep }
        set { sweep = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * sweep), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// An insettable shape, stroked inside its frame.
struct Frame: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
    func inset(by amount: CGFloat) -> Frame { Frame(inset: inset + amount) }
}

/// The wedge grows from nothing to a full disc over one second after it appears.
struct GrowingWedge: View {
    @State private var sweep = 0.0
    var body: some View {
        Wedge(sweep: sweep)
            .fill(.red)
            .frame(width: 40, height: 40)
            .onAppear { withAnimation(.linear(duration: 1)) { sweep = 1 } }
    }
}

/// A layout of one's own: children side by side, each a fixed 10 pt apart.
struct Row10: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 10,
                      height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + 10
        }
    }
}

struct Tinted: ViewModifier {
    func body(content: Content) -> some View { content.foregroundStyle(.blue) }
}

struct Filled: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(Color.green)
    }
}

@Suite struct DefaultIsolationTests {
    /// Counts the pixels of the rendered request that are mostly red.
    func redPixels(_ request: RenderRequest) throws -> Int {
        let canvas = try TestSupport.renderer.render(request)
        var count = 0
        for y in 0..<canvas.height { for x in 0..<canvas.width {
            let p = canvas[x, y]
            if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
        } }
        return count
    }

    /// A shape's animatable data moves on the virtual clock: a quarter, half and whole disc at
    /// 0.25, 0.5 and 1 s (linear), so its conformance works as SwiftUI's does, not only compiles.
    @Test func anAnimatableShapeAnimates() throws {
        let request = RenderRequest(GrowingWedge(), width: 40, height: 40, background: .white)
        let disc = Double(try redPixels(request.at(time: 1)))
        #expect(disc > 0.7 * 40 * 40 * 9)   // π/4 of the 120 × 120 px frame at 3×
        for fraction in [0.25, 0.5] {
            let share = Double(try redPixels(request.at(time: fraction))) / disc
            #expect(abs(share - fraction) < 0.03, "at \(fraction) s: \(share)")
        }
    }

    /// Layouts, modifiers, button styles and insettable shapes of one's own draw where SwiftUI puts them.
    @Test func customLayoutsStylesAndShapesDraw() throws {
        let view = Row10 {
            Color.red.frame(width: 10, height: 10)
            Frame().strokeBorder(Color.black, lineWidth: 2).frame(width: 10, height: 10)
            Button("B") {}.buttonStyle(Filled())
            Text("T").modifier(Tinted())
        }
        let canvas = try TestSupport.renderer.render(RenderRequest(view.fixedSize(), width: nil, background: .white))
        #expect(canvas[15, 15].r > 200 && canvas[15, 15].g < 60)    // the red square at 0–10 pt
        #expect(canvas[30, 15].r > 200 && canvas[30, 15].g > 200)   // the 10 pt gap
        #expect(canvas[61, 15].r < 60)                               // the frame's left border at 20–22 pt
        #expect(canvas[75, 15].r > 200)                              // inside the frame
        #expect(canvas[118, 3].g > 200 && canvas[118, 3].b > 200)   // the gap after the frame
        #expect(canvas[123, 3].g > 150 && canvas[123, 3].r < 60)     // the green button starts at 40 pt
    }
}
