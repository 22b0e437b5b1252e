import Testing
import RowTestSupport
import Foundation
import RowScene

/// What a probe view saw: its animatable value each time its body ran.
@MainActor final class ProbeLog {
    var values: [Double] = []
    var events: [String] = []
    var last: Double { values.last ?? .nan }
}

/// A view whose `animatableData` is the value under test: the runtime interpolates it and the
/// body records it.
struct Probe: View, Animatable {
    nonisolated(unsafe) var animatableData: Double
    let log: ProbeLog
    var body: some View {
        log.values.append(animatableData)
        return Color.blue.frame(width: 20, height: 20)
    }
}

/// The runtime against values computed independently: `ReferenceSpring` (SwiftUI's
/// integrator written out for the tests) and closed-form curves.
@MainActor @Suite struct RuntimeTests {
    let renderer = TestSupport.renderer

    /// Lays out `view` at each time, each from scratch (a fresh graph replays from 0).
    func freshValues(_ view: some View, _ log: ProbeLog, at times: [Double], script: InteractionScript = InteractionScript()) throws -> [Double] {
        let request = RenderRequest(view, width: 100, height: 100, script: script)
        return try times.map { t in
            _ = try renderer.layout(request.at(time: t))
            return log.last
        }
    }
    /// Lays out `view` at each time in order through one `FramePlayer`, which carries its graph.
    func carriedValues(_ view: some View, _ log: ProbeLog, at times: [Double], script: InteractionScript = InteractionScript()) throws -> [Double] {
        let source = RenderRequest(view, width: 100, height: 100, script: script)
        let player = FramePlayer(renderer: renderer)
        return try times.map { t in
            _ = try player.layout(source.at(time: t))
            return log.last
        }
    }

    struct SpringOnAppear: View {
        @State var x = 10.0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: x, log: log)
                .onAppear { withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { x = 110 } }
        }
    }

    @Test func withAnimationInOnAppearMovesAlongTheFluidSpring() throws {
        let log = ProbeLog()
        let times = stride(from: 0.0, through: 1.2, by: 0.0371).map { $0 }
        let carried = try carriedValues(SpringOnAppear(log: log), log, at: times)
        let fresh = try freshValues(SpringOnAppear(log: log), log, at: times.reversed()).reversed()
        for (i, t) in times.enumerated() {
            var r = ReferenceSpring(from: 10, to: 110)
            r.run(steps: ReferenceSpring.steps(t), response: 0.3, damping: 0.9)
            #expect(abs(carried[i] - r.x) <= 1e-9, "t = \(t): \(carried[i]) vs \(r.x)")
        }
        // A frame is a pure function of t: carried forward or replayed out of order, the same.
        #expect(Array(fresh) == carried)
        #expect(carried.first == 10)
        #expect(carried.last == 110)
    }

    struct Repeating: View {
        @State var offset: CGFloat = -300
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(offset), log: log)
                .onAppear { withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { offset = 300 } }
        }
    }

    @Test func repeatForeverLinearSweepsAndStartsOver() throws {
        let log = ProbeLog()
        let times = [0, 0.375, 0.75, 1.125, 1.5 + 0.375, 10 * 1.5 + 0.75, 100.3]
        let got = try carriedValues(Repeating(log: log), log, at: times)
        for (t, v) in zip(times, got) {
            let phase = (t / 1.5) - (t / 1.5).rounded(.down)
            #expect(abs(v - (-300 + 600 * phase)) < 1e-6, "t = \(t): \(v)")
        }
    }

    /// The seed's press: a drag with minimum distance 0 sets `pressed`, `.animation(_:value:)`
    /// picks snappy for the press and gentle for the release; the release merges into the
    /// running spring.
    struct Pressable: View {
        @State var pressed = false
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: pressed ? 0.98 : 1, log: log)
                .animation(pressed ? .spring(response: 0.3, dampingFraction: 0.9) : .spring(response: 0.6, dampingFraction: 0.8), value: pressed)
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in if !pressed { pressed = true; log.events.append("down") } }
                    .onEnded { _ in pressed = false; log.events.append("up") })
        }
    }

    @Test func touchDrivesGestureAndImplicitAnimationMerges() throws {
        let log = ProbeLog()
        let script = InteractionScript(touches: InteractionScript.tap(at: (10, 10), time: 0.1, duration: 0.1))
        let times = stride(from: 0.0, through: 1.5, by: 0.0213).map { $0 }
        let got = try carriedValues(Pressable(log: log), log, at: times, script: script)
        #expect(log.events == ["down", "up"])
        for (t, v) in zip(times, got) {
            var r = ReferenceSpring(from: 1, to: 0.98)
            if t < 0.1 { #expect(v == 1); continue }
            let steps = ReferenceSpring.steps(t - 0.1)
            r.run(steps: min(steps, 30), response: 0.3, damping: 0.9)
            if steps > 30 {
                r.target = 1; r.span = 1 - r.x; r.done = false
                r.run(steps: steps - 30, response: 0.6, damping: 0.8)
            }
            #expect(abs(v - r.x) <= 1e-9, "t = \(t): \(v) vs \(r.x)")
        }
    }

    @Test func touchOutsideTheViewReachesNoGesture() throws {
        let log = ProbeLog()
        let script = InteractionScript(touches: InteractionScript.tap(at: (60, 60), time: 0.1))
        let got = try carriedValues(Pressable(log: log), log, at: [0, 0.15, 0.5], script: script)
        #expect(log.events.isEmpty)
        #expect(got == [1, 1, 1])
    }

    struct Switchable: View {
        @State var on = false
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: on ? 1 : 0, log: log)
                .animation(.easeInOut(duration: 1), value: on)
                .onTapGesture { on.toggle() }
        }
    }

    /// A change made with animations disabled is instant even under `.animation(_:value:)`.
    struct Disabled: View {
        @State var on = false
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: on ? 1 : 0, log: log)
                .animation(.easeInOut(duration: 1), value: on)
                .onTapGesture {
                    var t = Transaction()
                    t.disablesAnimations = true
                    withTransaction(t) { on = true }
                }
        }
    }

    @Test func implicitAnimationFollowsTheBezierAndDisablingItIsInstant() throws {
        let log = ProbeLog()
        let script = InteractionScript(touches: InteractionScript.tap(at: (5, 5), time: 0.2, duration: 0.05))
        // The tap is recognized when the touch lifts, at 0.25 s.
        let got = try carriedValues(Switchable(log: log), log, at: [0.2, 0.25, 0.5, 0.75, 1.25, 2], script: script)
        let curve = { (t: Double) in Animation.easeInOut(duration: 1).progress(at: t) }
        #expect(got[0] == 0 && got[1] == 0)
        #expect(abs(got[2] - curve(0.25)) < 1e-12 && abs(got[3] - curve(0.5)) < 1e-12)
        #expect(abs(got[3] - 0.5) < 1e-6)   // easeInOut is symmetric
        #expect(got[4] == 1 && got[5] == 1)

        let log2 = ProbeLog()
        let instant = try carriedValues(Disabled(log: log2), log2, at: [0.2, 0.25, 0.3], script: script)
        #expect(instant == [0, 1, 1])
    }

    struct Lifecycle: View {
        @State var shown = true
        @State var count = 0
        let log: ProbeLog
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10)
                    .onTapGesture { shown.toggle(); count += 1 }
                if shown {
                    Child(log: log)
                }
            }
            .frame(width: 100, height: 100, alignment: .top)
            .onChange(of: count) { old, new in log.events.append("count \(old)→\(new)") }
        }
    }
    struct Child: View {
        @State var taps = 0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(taps), log: log)
                .onAppear { log.events.append("appear"); taps += 5 }
                .onDisappear { log.events.append("disappear") }
        }
    }

    @Test func lifecycleRunsAfterTheUpdateAndStateLeavesWithItsView() throws {
        let log = ProbeLog()
        // The red square is at the top, centered: tap it twice.
        let (x, y) = (50.0, 5.0)
        let script = InteractionScript(touches: InteractionScript.tap(at: (x, y), time: 1) + InteractionScript.tap(at: (x, y), time: 2))
        let got = try carriedValues(Lifecycle(log: log), log, at: [0, 1.5, 2.5], script: script)
        #expect(log.events == ["appear", "count 0→1", "disappear", "count 1→2", "appear"])
        // onAppear's change is seen at t = 0; the child that came back starts with fresh state.
        #expect(got[0] == 5 && got[2] == 5, "\(got)")
    }

    struct Loader: View {
        @State var items = 0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(items), log: log)
                .task { items = await Self.load() }
        }
        static func load() async -> Int { 7 }
    }
    struct Sleeper: View {
        @State var step = 0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(step), log: log)
                .task {
                    step = 1
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    step = 2
                }
        }
    }
    struct Restarting: View {
        @State var id = 0
        @State var runs = 0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(runs), log: log)
                .task(id: id) { runs += 1 }
                .onTapGesture { id += 1 }
        }
    }

    /// `.task` runs as the view appears, at that virtual time, and again when its id changes.
    @Test func taskRunsAtTheVirtualTimeOfTheAppear() throws {
        let log = ProbeLog()
        #expect(try carriedValues(Loader(log: log), log, at: [0, 0.5]) == [7, 7])
        #expect(try renderer.layout(RenderRequest(Loader(log: ProbeLog()), width: 100, height: 100)).warnings.isEmpty)
        let restarts = ProbeLog()
        let tap = InteractionScript(touches: InteractionScript.tap(at: (10, 10), time: 1))
        #expect(try carriedValues(Restarting(log: restarts), restarts, at: [0.5, 1.5], script: tap) == [1, 2])
    }

    /// SwiftUI's order of appearance: the innermost view's actions first, a view's own in the order
    /// they are written (`onAppear`, `onChange(initial:)`, `onReceive`), tasks after them all; a
    /// `GeometryReader`'s content appears where the reader stands, before the views around it.
    struct Nested: View {
        let log: ProbeLog
        var body: some View {
            VStack {
                Text("a")
                    .onAppear { log.events.append("text") }
                    .onChange(of: 1, initial: true) { log.events.append("text change") }
                GeometryReader { _ in Color.clear.onAppear { log.events.append("geometry") } }
                    .onAppear { log.events.append("reader") }
            }
            .task { log.events.append("stack task") }
            .onAppear { log.events.append("stack") }
            .onReceive(Just(1)) { _ in log.events.append("stack receive") }
        }
    }

    @Test func viewsAppearInnermostFirst() throws {
        let log = ProbeLog()
        _ = try renderer.layout(RenderRequest(Nested(log: log), width: 100, height: 100))
        #expect(log.events == ["text", "text change", "geometry", "reader", "stack", "stack receive", "stack task"], "\(log.events)")
    }

    /// A view that reads what a `GeometryReader` inside it wrote in its own `onAppear` sees it, as
    /// on iOS (a toggle's thumb placed from the track's measured width).
    struct MeasuredThumb: View {
        @State var width: CGFloat = 0
        @State var thumb: CGFloat = 0
        var body: some View {
            ZStack(alignment: .leading) {
                GeometryReader { proxy in Color.clear.onAppear { width = proxy.size.width } }
                Color.black.frame(width: 10, height: 10).offset(x: thumb).layoutTag("thumb")
            }
            .frame(width: 100, height: 10)
            .onAppear { thumb = width - 10 }
        }
    }

    @Test func anOuterOnAppearSeesWhatAnInnerOneWrote() throws {
        let layout = try renderer.layout(RenderRequest(MeasuredThumb(), width: 100, height: 10, background: .white))
        let canvas = try renderer.render(layout.displayList)
        #expect(canvas[Int(95 * canvas.width / 100), 15].r < 50)   // the thumb at the trailing end
        #expect(canvas[15, 15].r > 200)
    }

    /// A task that awaits what the virtual clock does not drive is cancelled there, with a
    /// warning; when it resumes later it writes nothing into a frame.
    @Test func aSuspendedTaskIsCancelledAndItsLateWritesDropped() async throws {
        let log = ProbeLog()
        let source = RenderRequest(Sleeper(log: log), width: 100, height: 100)
        var env = source.environment
        let first = source.frame(env)
        let layout = try renderer.layout(first)
        #expect(log.last == 1)
        #expect(layout.warnings.contains { $0.contains(".task { } suspended at 0.0 s") }, "\(layout.warnings)")
        // Let the cancelled task resume on the main actor (its sleep ends, cancelled).
        try await Task.sleep(nanoseconds: 50_000_000)
        env.time = 2
        var later = first
        later.environment = env
        _ = try renderer.layout(later)
        #expect(log.last == 1)
    }

    struct LongPress: View {
        @State var fired = false
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: fired ? 1 : 0, log: log)
                .onLongPressGesture(minimumDuration: 0.5, perform: { fired = true; log.events.append("long") },
                                    onPressingChanged: { log.events.append("pressing \($0)") })
        }
    }

    @Test func longPressFiresAfterItsDurationOnlyWhenHeld() throws {
        let held = ProbeLog()
        let long = InteractionScript(touches: InteractionScript.tap(at: (5, 5), time: 0.1, duration: 0.8))
        let got = try carriedValues(LongPress(log: held), held, at: [0.55, 0.6, 1], script: long)
        #expect(got == [0, 1, 1])
        #expect(held.events == ["pressing true", "pressing false", "long"])

        let short = ProbeLog()
        _ = try carriedValues(LongPress(log: short), short, at: [1], script: InteractionScript(touches: InteractionScript.tap(at: (5, 5), time: 0.1, duration: 0.3)))
        #expect(short.events == ["pressing true", "pressing false"])
    }

    /// A subview's tap takes precedence over its parent's; a drag past the tap tolerance is no tap.
    @Test func innerGestureWinsAndMovingCancelsATap() throws {
        @MainActor final class Taps { var names: [String] = [] }
        let taps = Taps()
        let view = ZStack {
            Color.gray.onTapGesture { taps.names.append("inner") }.frame(width: 20, height: 20)
        }
        .frame(width: 100, height: 100)
        .contentShape(Rectangle())
        .onTapGesture { taps.names.append("outer") }
        let script = InteractionScript(touches: InteractionScript.tap(at: (50, 50), time: 0.1) + InteractionScript.tap(at: (5, 5), time: 0.3)
                                       + InteractionScript.drag(from: (50, 50), to: (50, 70), time: 0.5, duration: 0.2))
        let request = RenderRequest(view, width: 100, height: 100, script: script)
        _ = try renderer.layout(request.at(time: 1))
        #expect(taps.names == ["inner", "outer"])
    }

    /// State follows a ForEach element's id, not its position.
    struct Ordered: View {
        let order: [Int]
        let log: ProbeLog
        var body: some View {
            VStack(spacing: 0) {
                ForEach(order, id: \.self) { n in Counter(n: n, log: log) }
            }
        }
    }
    struct Counter: View {
        let n: Int
        @State var taps = 0
        let log: ProbeLog
        var body: some View {
            Color.green.frame(width: 100, height: 20)
                .onTapGesture { taps += 1 }
                .onChange(of: taps) { log.events.append("\(n): \($1)") }
        }
    }

    @Test func foreachElementsKeepTheirStateByID() throws {
        let log = ProbeLog()
        // Tap the first row (element 1) twice; then the order changes and the first row is
        // element 2: tapping it starts element 2's own count.
        @MainActor final class Order { var value = [1, 2, 3] }
        let order = Order()
        let script = InteractionScript(
            touches: InteractionScript.tap(at: (50, 10), time: 0.1) + InteractionScript.tap(at: (50, 10), time: 0.3) + InteractionScript.tap(at: (50, 10), time: 0.7),
            actions: [.init(time: 0.5) { order.value = [2, 1, 3] }])
        let source = RenderRequest(FrameContent { _, _ in AnyView(Ordered(order: order.value, log: log)) }, width: 100, height: 60, script: script)
        _ = try renderer.layout(source.at(time: 1))
        #expect(log.events == ["1: 1", "1: 2", "2: 1"])
    }

    struct Squeezable: View {
        @State var pressed = false
        var body: some View {
            Circle().fill(pressed ? Color.red : Color.blue)
                .scaleEffect(pressed ? 0.5 : 1)
                .animation(.spring(response: 0.3, dampingFraction: 0.6), value: pressed)
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in pressed = true }.onEnded { _ in pressed = false })
        }
    }

    /// TimelineView reads the virtual clock: `.animation` the frame's date, `.periodic` the
    /// latest whole interval, `.explicit` the latest listed date.
    @Test func timelineViewReadsTheVirtualClock() throws {
        let start = EnvironmentValues().now
        let log = ProbeLog()
        let live = try freshValues(TimelineView(.animation) { c in Probe(animatableData: c.date.timeIntervalSince(start), log: log) }, log, at: [0, 2.5])
        #expect(live == [0, 2.5])
        let periodic = try freshValues(TimelineView(.periodic(from: start, by: 1)) { c in Probe(animatableData: c.date.timeIntervalSince(start), log: log) },
                                       log, at: [0.5, 2.5, 3])
        #expect(periodic == [0, 2, 3])
        let dates = [0.7, 1.9].map { start.addingTimeInterval($0) }
        let explicit = try freshValues(TimelineView(.explicit(dates)) { c in Probe(animatableData: c.date.timeIntervalSince(start), log: log) },
                                       log, at: [0.5, 1, 2])
        #expect(explicit == [0, 0.7, 1.9])
    }

    /// An onChange that changes its own value again each update is an error naming the time,
    /// not a hang; state written during a body is kept without starting another update.
    struct Runaway: View {
        @State var n = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onAppear { n = 1 }
                .onChange(of: n) { n += 1 }
        }
    }
    struct WritesInBody: View {
        @State var count = 0
        let log: ProbeLog
        var body: some View {
            count += 1
            return Probe(animatableData: Double(count), log: log)
        }
    }

    @Test func runawayStateIsAnErrorAndBodyWritesDoNotLoop() throws {
        #expect(throws: SceneError("the view changes its state without end at 0.0 s (100 updates, each changing state again)")) {
            _ = try renderer.layout(RenderRequest(Runaway(), width: 10, height: 10))
        }
        let log = ProbeLog()
        _ = try renderer.layout(RenderRequest(WritesInBody(log: log), width: 100, height: 100, script: InteractionScript(actions: [.init(time: 1) {}])).at(time: 2))
        #expect(!log.values.isEmpty && log.values.count < 10)
    }

    /// A rendered request leaves nothing behind: its view graph (which keeps the view and its
    /// models) goes with the request (a graph kept its request's session once: a cycle that
    /// leaked every graph).
    final class Model: ObservableObject { var value = 1.0 }
    struct ModelRow: View {
        @ObservedObject var model: Model
        let log: ProbeLog
        var body: some View { Probe(animatableData: model.value, log: log) }
    }

    @Test func aRenderedRequestIsReleased() throws {
        weak var released: Model?
        let log = ProbeLog()
        do {
            let model = Model()
            released = model
            let request = RenderRequest(ModelRow(model: model, log: log), width: 50, height: 50,
                                        script: InteractionScript(actions: [.init(time: 0.5) { model.value = 2 }]))
            _ = try renderer.layout(request.at(time: 1))
            #expect(log.last == 2)
        }
        #expect(released == nil)
    }

    /// Views with transitions too: what the graph keeps to redraw a leaving view does not keep
    /// the graph (a cycle leaked every graph whose views had a transition).
    struct FadingModelRow: View {
        @ObservedObject var model: Model
        @State var shown = true
        var body: some View {
            ZStack { Color.white; if shown { Color.red.frame(width: 10, height: 10).transition(.opacity) } }
                .frame(width: 50, height: 50)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }

    @Test func aRenderedRequestWithTransitionsIsReleased() throws {
        weak var released: Model?
        do {
            let model = Model()
            released = model
            let tap = InteractionScript(touches: InteractionScript.tap(at: (5, 5), time: 0.1, duration: 0.1))
            let canvas = try renderer.render(RenderRequest(FadingModelRow(model: model), width: 50, height: 50, script: tap).at(time: 0.6))
            let p = canvas[canvas.width / 2, canvas.height / 2]
            #expect(p.r == 255 && p.g > 0 && p.g < 255, "fading out at 0.6 s: \(p)")
        }
        #expect(released == nil)
    }

    /// The same view and script give the same bytes whichever order frames are asked in: a
    /// player carrying one graph forward, fresh graphs in reverse, and a player asked out of
    /// order (which starts its graph again).
    @Test func framesAreTheSameInAnyOrder() throws {
        let script = InteractionScript(touches: InteractionScript.tap(at: (30, 30), time: 0.1, duration: 0.2))
        let source = RenderRequest(Squeezable(), width: 100, height: 100, script: script)
        let times = [0.05, 0.15, 0.25, 0.35, 0.6, 1.0]
        func pixels(_ layout: SceneRenderer.Layout) throws -> [UInt8] { try renderer.render(layout.displayList).straightRGBA }
        let player = FramePlayer(renderer: renderer)
        let inOrder = try times.map { try pixels(player.layout(source.at(time: $0))) }
        let reversed = try times.reversed().map { try renderer.render(source.at(time: $0)).straightRGBA }
        let shuffled = FramePlayer(renderer: renderer)
        for i in [3, 0, 5, 1, 4, 2] { #expect(try pixels(shuffled.layout(source.at(time: times[i]))) == inOrder[i], "frame \(i)") }
        #expect(Array(reversed.reversed()) == inOrder)
        #expect(Set(inOrder.map { $0.hashValue }).count > 2)   // the frames do move
    }
}

/// Transitions, layout motion and swipes, read from pixels at 1x on a white background.
@MainActor @Suite struct TransitionTests {
    let renderer = TestSupport.renderer

    /// The pixel at (x, y) points of the frame at t.
    func pixel(_ request: RenderRequest, at t: Double, _ x: Int, _ y: Int) throws -> [UInt8] {
        var env = request.environment
        env.time = t
        var r = request
        r.environment = env
        let canvas = try renderer.render(r)
        let i = (y * canvas.width + x) * 4
        return Array(canvas.straightRGBA[i..<(i + 4)])
    }

    struct Toggled: View {
        let transition: AnyTransition
        let animation: Animation?
        @State var shown: Bool
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                if shown { Color.black.frame(width: 40, height: 40).transition(transition) }
            }
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(animation) { shown.toggle() } }
        }
    }

    func request(_ view: Toggled) -> RenderRequest {
        var env = EnvironmentValues()
        env.displayScale = 1
        return RenderRequest(view, width: 100, height: 100, environment: env, background: .white,
                             script: InteractionScript(touches: InteractionScript.tap(at: (90, 90), time: 0.4, duration: 0.1)))
    }

    @Test func insertionFadesInAlongTheAnimation() throws {
        let r = request(Toggled(transition: .opacity, animation: .linear(duration: 1), shown: false))
        // The tap lands at 0.5 s; halfway through the fade the square is 50 % black.
        #expect(try pixel(r, at: 0.45, 20, 20) == [255, 255, 255, 255])
        let half = try pixel(r, at: 1.0, 20, 20)
        #expect(abs(Int(half[0]) - 128) <= 1, "\(half)")
        #expect(try pixel(r, at: 1.6, 20, 20) == [0, 0, 0, 255])
    }

    @Test func removalKeepsTheViewUntilItsTransitionEnds() throws {
        let r = request(Toggled(transition: .opacity, animation: .linear(duration: 1), shown: true))
        #expect(try pixel(r, at: 0.2, 20, 20) == [0, 0, 0, 255])
        let half = try pixel(r, at: 1.0, 20, 20)
        #expect(abs(Int(half[0]) - 127) <= 1, "\(half)")
        #expect(try pixel(r, at: 1.6, 20, 20) == [255, 255, 255, 255])
    }

    /// Views without a transition of their own come and go with SwiftUI's default, `.opacity`:
    /// an `if`/`else` swapped under an animation cross-fades; without one it swaps at once.
    struct Swapped: View {
        let animation: Animation?
        @State var red = true
        var body: some View {
            ZStack { Color.white; if red { Color.red } else { Color.blue } }
                .frame(width: 100, height: 100)
                .onTapGesture { withAnimation(animation) { red = false } }
        }
    }

    @Test func withoutATransitionOfTheirOwnViewsCrossFade() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let tap = InteractionScript(touches: InteractionScript.tap(at: (50, 50), time: 0.4, duration: 0.1))
        let animated = RenderRequest(Swapped(animation: .linear(duration: 1)), width: 100, height: 100, environment: env, script: tap)
        let red: [UInt8] = [255, 59, 48, 255], blue: [UInt8] = [0, 122, 255, 255]     // systemRed, systemBlue (light)
        #expect(try pixel(animated, at: 0.45, 50, 50) == red)
        // Halfway: red at half opacity over white (255, 157, 152), blue at half over that.
        let half = try pixel(animated, at: 1.0, 50, 50)
        #expect(abs(Int(half[0]) - 128) <= 2 && abs(Int(half[1]) - 140) <= 2 && abs(Int(half[2]) - 204) <= 2, "\(half)")
        #expect(try pixel(animated, at: 1.6, 50, 50) == blue)
        let instant = RenderRequest(Swapped(animation: nil), width: 100, height: 100, environment: env, script: tap)
        #expect(try pixel(instant, at: 0.55, 50, 50) == blue)
    }

    /// A view playing its removal is still alive, as SwiftUI keeps it: its clock and
    /// animations go on until the transition ends (then it is gone).
    struct Leaving: View {
        let log: ProbeLog
        let start: Date
        @State var shown = true
        var body: some View {
            ZStack {
                Color.white
                if shown {
                    TimelineView(.animation) { c in Probe(animatableData: c.date.timeIntervalSince(start), log: log) }
                        .transition(.opacity)
                }
            }
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }

    @Test func aLeavingViewGoesOnUntilItsRemovalEnds() throws {
        let log = ProbeLog()
        let tap = InteractionScript(touches: InteractionScript.tap(at: (5, 5), time: 0.4, duration: 0.1))
        let got = try RuntimeTests().carriedValues(Leaving(log: log, start: EnvironmentValues().now), log, at: [0.45, 0.7, 1.2, 1.45, 1.8], script: tap)
        // Removed at 0.5 s with a 1 s fade: it reads the clock at every frame until 1.5 s.
        #expect(got.map { ($0 * 100).rounded() / 100 } == [0.45, 0.7, 1.2, 1.45, 1.45], "\(got)")
    }

    @Test func moveSlidesInFromTheEdgeByTheViewsSize() throws {
        let r = request(Toggled(transition: .move(edge: .leading), animation: .linear(duration: 1), shown: false))
        // Halfway, the 40 pt square is 20 pt left of its place: it covers x 0…20, not 25…40.
        #expect(try pixel(r, at: 1.0, 10, 20) == [0, 0, 0, 255])
        #expect(try pixel(r, at: 1.0, 30, 20) == [255, 255, 255, 255])
        #expect(try pixel(r, at: 1.6, 30, 20) == [0, 0, 0, 255])
    }

    @Test func withoutAnAnimationTheChangeIsInstant() throws {
        let r = request(Toggled(transition: .opacity, animation: nil, shown: true))
        #expect(try pixel(r, at: 0.55, 20, 20) == [255, 255, 255, 255])
    }

    /// A transition of one's own (iOS 17's `Transition`): its body's values move from the
    /// `.willAppear` look to `.identity` along the insertion, and to `.didDisappear` along the
    /// removal — here an opacity and an offset, so the square slides down 40 pt as it fades.
    struct SlideDownFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .offset(y: phase == .didDisappear ? 40 : (phase == .willAppear ? -40 : 0))
        }
    }

    @Test func aTransitionOfOnesOwnPlaysItsBodyInEachPhase() throws {
        let inserting = request(Toggled(transition: AnyTransition(SlideDownFade()), animation: .linear(duration: 1), shown: false))
        #expect(try pixel(inserting, at: 0.45, 20, 20) == [255, 255, 255, 255])
        // Halfway (t = 1.0): 50 % opaque, 20 pt above its place — rows 0…20 white, 20…40 gray.
        let half = try pixel(inserting, at: 1.0, 20, 10)
        #expect(abs(Int(half[0]) - 128) <= 2, "\(half)")
        #expect(try pixel(inserting, at: 1.0, 20, 30) == [255, 255, 255, 255])
        #expect(try pixel(inserting, at: 1.6, 20, 30) == [0, 0, 0, 255])
        // Leaving, it goes down and fades: halfway it covers 20…60 at 50 %, gone at the end.
        let removing = request(Toggled(transition: AnyTransition(SlideDownFade()), animation: .linear(duration: 1), shown: true))
        #expect(try pixel(removing, at: 0.2, 20, 10) == [0, 0, 0, 255])
        #expect(try pixel(removing, at: 1.0, 20, 10) == [255, 255, 255, 255])
        let leaving = try pixel(removing, at: 1.0, 20, 50)
        #expect(abs(Int(leaving[0]) - 128) <= 2, "\(leaving)")
        #expect(try pixel(removing, at: 1.6, 20, 50) == [255, 255, 255, 255])
        #expect(try pixel(removing, at: 1.6, 20, 10) == [255, 255, 255, 255])
    }

    /// SwiftUI's transitions spelled as `Transition` values play as their `AnyTransition`s, and
    /// combine with one's own; without an animation a transition of one's own changes nothing.
    @Test func transitionValuesCombine() throws {
        let combined = request(Toggled(transition: AnyTransition(SlideDownFade().combined(with: .move(edge: .leading))), animation: .linear(duration: 1), shown: false))
        // Halfway: 20 pt left of its place too, so x 0…20 is covered and 20…40 is not.
        #expect(try pixel(combined, at: 1.0, 10, 10) != [255, 255, 255, 255])
        #expect(try pixel(combined, at: 1.0, 30, 10) == [255, 255, 255, 255])
        #expect(try pixel(combined, at: 1.6, 30, 30) == [0, 0, 0, 255])
        let instant = request(Toggled(transition: AnyTransition(SlideDownFade()), animation: nil, shown: false))
        #expect(try pixel(instant, at: 0.55, 20, 20) == [0, 0, 0, 255])
    }

    @Test func aTransitionsOwnAnimationPlaysWithoutWithAnimation() throws {
        let r = request(Toggled(transition: .opacity.animation(.linear(duration: 1)), animation: nil, shown: false))
        let half = try pixel(r, at: 1.0, 20, 20)
        #expect(abs(Int(half[0]) - 128) <= 1, "\(half)")
    }

    /// A view that moves because a sibling appeared moves along the animation of the change that
    /// moved it (the appearing one fades in with its transition; without an animation both jump).
    struct Growing: View {
        let animation: Animation?
        @State var shown = false
        var body: some View {
            VStack(spacing: 0) {
                if shown { Color.red.frame(width: 40, height: 40).transition(.opacity) }
                Color.black.frame(width: 40, height: 20)
            }
            .frame(width: 100, height: 100, alignment: .top)
            .background(Color.white)
            .onTapGesture { withAnimation(animation) { shown = true } }
        }
    }

    @Test func siblingsMoveAlongTheChange() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let script = InteractionScript(touches: InteractionScript.tap(at: (90, 90), time: 0.4, duration: 0.1))
        let animated = RenderRequest(Growing(animation: .linear(duration: 1)), width: 100, height: 100, environment: env, background: .white, script: script)
        // The black bar starts at y 0…20 and ends at 40…60; halfway through it is at 20…40.
        #expect(try pixel(animated, at: 0.45, 50, 10) == [0, 0, 0, 255])
        #expect(try pixel(animated, at: 1.0, 50, 30) == [0, 0, 0, 255])
        #expect(try pixel(animated, at: 1.0, 50, 50) != [0, 0, 0, 255])
        #expect(try pixel(animated, at: 1.6, 50, 50) == [0, 0, 0, 255])
        let instant = RenderRequest(Growing(animation: nil), width: 100, height: 100, environment: env, background: .white, script: script)
        #expect(try pixel(instant, at: 0.55, 50, 50) == [0, 0, 0, 255])
    }

    /// Two views matched by id: when the small one leaves and the big one arrives under an
    /// animation, the big one's frame moves from the small one's, the small one moves along,
    /// and the two cross-fade (SwiftUI's default transition, `.opacity`).
    struct Matched: View {
        @Namespace var space
        @State var big = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                if big {
                    Color.black.matchedGeometryEffect(id: "box", in: space).frame(width: 60, height: 60).padding(.leading, 40).padding(.top, 40)
                } else {
                    Color.black.matchedGeometryEffect(id: "box", in: space).frame(width: 20, height: 20)
                }
            }
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
        }
    }

    @Test func matchedGeometryMovesTheFrameAcross() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let r = RenderRequest(Matched(), width: 100, height: 100, environment: env, background: .white,
                              script: InteractionScript(touches: InteractionScript.tap(at: (90, 5), time: 0.4, duration: 0.1)))
        // From 0…20 to 40…100: halfway both cover 20…60, each at half opacity (¾ black).
        #expect(try pixel(r, at: 0.45, 10, 10) == [0, 0, 0, 255])
        for (x, y) in [(25, 25), (55, 55)] {
            let p = try pixel(r, at: 1.0, x, y)
            #expect(abs(Int(p[0]) - 64) <= 1 && p[3] == 255, "\(p) at \(x), \(y)")
        }
        #expect(try pixel(r, at: 1.0, 15, 15) == [255, 255, 255, 255])
        #expect(try pixel(r, at: 1.0, 65, 65) == [255, 255, 255, 255])
        #expect(try pixel(r, at: 1.6, 95, 95) == [0, 0, 0, 255])
    }

    /// A drag to the left swipes the row open on its trailing action; released past half of
    /// the action's width, it settles open.
    @Test func dragSwipesARowOpen() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let row = Color.white.frame(width: 300, height: 44)
            .swipeActions { Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") } }
        let r = RenderRequest(row, width: 300, height: 44, environment: env, background: .white,
                              script: InteractionScript(touches: InteractionScript.drag(from: (250, 22), to: (180, 22), time: 0.1, duration: 0.2)))
        #expect(try pixel(r, at: 0, 295, 5) == [255, 255, 255, 255])
        let open = try pixel(r, at: 2, 295, 5)
        #expect(open[0] > 200 && open[1] < 100, "the delete tile is red: \(open)")
        #expect(try pixel(r, at: 2, 200, 5) == [255, 255, 255, 255])
        // 74 pt open: the tile starts at x = 226.
        #expect(try pixel(r, at: 2, 224, 5) == [255, 255, 255, 255])
        #expect(try pixel(r, at: 2, 228, 5)[1] < 100)
    }
}
