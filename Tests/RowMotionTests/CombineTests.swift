import Testing
import RowTestSupport
import Foundation
import RowScene

/// Combine as rows use it: operators and subjects deliver synchronously and in order,
/// `@Published` publishes before it stores, and time-based publishers tick on the frame's
/// virtual clock (so a frame at t is the same from scratch or carried along).
@MainActor @Suite struct CombineTests {
    let renderer = TestSupport.renderer

    /// `publisher.values` iterates what the publisher sends, in order, including what arrives on
    /// subscription and before the loop asks; it ends with the publisher, or throws its failure.
    @Test func valuesIterateAsAnAsyncSequence() async throws {
        let current = CurrentValueSubject<Int, Never>(1)
        var iterator = current.values.makeAsyncIterator()
        current.send(2); current.send(3)
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        #expect(await iterator.next() == 3)
        current.send(completion: .finished)
        #expect(await iterator.next() == nil)

        let subject = PassthroughSubject<String, Never>()
        let waiter = Task { var got: [String] = []; for await s in subject.values { got.append(s) }; return got }
        for _ in 0..<50 { await Task.yield() }
        subject.send("a"); subject.send("b"); subject.send(completion: .finished)
        #expect(await waiter.value == ["a", "b"])

        struct Broken: Error {}
        let failing = PassthroughSubject<Int, Broken>()
        var throwing = failing.values.makeAsyncIterator()
        failing.send(7); failing.send(completion: .failure(Broken()))
        #expect(try await throwing.next() == 7)
        var threw = false
        do { _ = try await throwing.next() } catch is Broken { threw = true }
        #expect(threw)
    }

    /// `zip` and `combineLatest` take up to three other publishers, as Combine's do.
    @Test func zipAndCombineLatestTakeUpToFourPublishers() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>(), d = PassthroughSubject<Double, Never>()
        var zipped: [String] = [], latest: [String] = []
        let z = a.zip(b, c, d).sink { zipped.append("\($0)\($1)\($2)\($3)") }
        let l = a.combineLatest(b, c, d) { "\($0)\($1)\($2)\($3)" }.sink { latest.append($0) }
        a.send(1); a.send(2); b.send("x"); c.send(true); d.send(0.5)
        b.send("y"); c.send(false); d.send(1.5)
        #expect(zipped == ["1xtrue0.5", "2yfalse1.5"])
        #expect(latest == ["2xtrue0.5", "2ytrue0.5", "2yfalse0.5", "2yfalse1.5"])
        _ = (z, l)
    }

    @Test func operatorsAndSubjectsDeliverInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var got: [String] = []
        var bag = Set<AnyCancellable>()
        subject.filter { $0 != 3 }.removeDuplicates().map { "v\($0)" }.sink { got.append($0) }.store(in: &bag)
        for v in [1, 1, 2, 3, 2, 2] { subject.send(v) }
        #expect(got == ["v1", "v2"])   // 3 is filtered out before removeDuplicates sees it
        bag.removeAll()                 // releasing the cancellable cancels
        subject.send(9)
        #expect(got.count == 2)

        let current = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let c = current.sink { seen.append($0) }
        current.send("b"); current.value = "c"
        #expect(seen == ["a", "b", "c"])
        c.cancel(); current.send("d")
        #expect(seen == ["a", "b", "c"])

        var finished = false
        _ = Just(5).sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { seen.append("\($0)") })
        #expect(finished && seen.last == "5")
    }

    final class Model: ObservableObject {
        @Published var count = 0
        @Published var label = ""
        init() { $count.map { "count \($0)" }.assign(to: &$label) }
    }

    @Test func publishedSendsBeforeItStoresAndTheObjectAnnouncesChanges() {
        let model = Model()
        #expect(model.label == "count 0")
        var log: [String] = []
        let a = model.$count.sink { new in log.append("\(model.count)→\(new)") }
        let b = model.objectWillChange.sink { log.append("will change") }
        model.count = 2
        // The count's change, then the label's (assigned from the count), each announced first.
        #expect(log == ["0→0", "will change", "will change", "0→2"])
        #expect(model.label == "count 2")
        _ = (a, b)
    }

    @Test func notificationsArriveUntilCancelled() {
        let center = NotificationCenter()
        let name = Notification.Name("RowFrameTestNote")
        var count = 0
        let subscription = center.publisher(for: name).sink { _ in count += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(count == 1)
        subscription.cancel()
        center.post(name: name, object: nil)
        #expect(count == 1)
    }

    /// Outside a running view graph there is no time: a timer never ticks.
    @Test func timersNeedARunningClock() {
        var ticks = 0
        let c = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        #expect(ticks == 0 && VirtualClock.current == nil)
        c.cancel()
    }

    struct Ticker: View {
        @State var ticks = 0
        @State var dates: [Double] = []
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        let probe: ProbeLog
        var body: some View {
            Probe(animatableData: Double(ticks), log: probe)
                .onReceive(timer) { date in
                    ticks += 1
                    probe.events.append(String(format: "%.1f", date.timeIntervalSince(EnvironmentValues().now)))
                }
        }
    }

    /// `onReceive(Timer.publish(…).autoconnect())` ticks on the virtual clock from the appear:
    /// the frame at t shows every tick up to t, whether rendered alone or after earlier frames.
    @Test func aTimerTicksOnTheVirtualClock() throws {
        let fresh = ProbeLog()
        let request = RenderRequest(Ticker(probe: fresh), width: 100, height: 100)
        for (t, want) in [(0.0, 0.0), (0.4, 0.0), (1.0, 2.0), (2.26, 4.0)] {
            _ = try renderer.layout(request.at(time: t))
            #expect(fresh.last == want, "fresh at \(t)")
        }
        let carried = ProbeLog()
        let player = FramePlayer(renderer: renderer)
        let source = RenderRequest(Ticker(probe: carried), width: 100, height: 100)
        for (t, want) in [(0.0, 0.0), (0.6, 1.0), (1.7, 3.0), (2.26, 4.0)] {
            _ = try player.layout(source.at(time: t))
            #expect(carried.last == want, "carried at \(t)")
        }
        #expect(carried.events == ["0.5", "1.0", "1.5", "2.0"])   // each tick carries its own date
    }

    struct Deferred: View {
        @State var stage = 0.0
        let probe: ProbeLog
        var body: some View {
            Probe(animatableData: stage, log: probe)
                .onAppear {
                    DispatchQueue.main.async { MainActor.assumeIsolated { stage = 1 } }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { MainActor.assumeIsolated { stage = 2 } }
                }
        }
    }

    /// Work sent to the main queue runs on the virtual clock: `async` right after the
    /// evaluation that sent it (the frame at 0 shows it), `asyncAfter` once its delay passes —
    /// the same whether the frame is rendered alone or after earlier ones. Other queues, and the
    /// main queue outside a graph, are Dispatch's.
    @Test func mainQueueWorkRunsOnTheVirtualClock() throws {
        for carried in [false, true] {
            let log = ProbeLog()
            let player = FramePlayer(renderer: renderer)
            let request = RenderRequest(Deferred(probe: log), width: 100, height: 100)
            for (t, want) in [(0.0, 1.0), (0.4, 1.0), (0.5, 2.0), (1.0, 2.0)] {
                _ = carried ? try player.layout(request.at(time: t)) : try renderer.layout(request.at(time: t))
                #expect(log.last == want, "\(carried ? "carried" : "fresh") at \(t)")
            }
        }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        #expect(done.wait(timeout: .now() + 5) == .success)
    }

    /// The measuring pattern: a GeometryReader reports its height through the main queue on
    /// every evaluation, and a frame takes it.
    struct MeasuredHeight: View {
        @State var height: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { _ in
                    VStack(spacing: 0) { Color.red.frame(height: 30); Color.blue.frame(height: 20) }
                        .background(GeometryReader { geo -> Color in
                            let h = geo.size.height
                            DispatchQueue.main.async { MainActor.assumeIsolated { height = h } }
                            return .clear
                        })
                }
            }
            .frame(height: height).layoutTag("box")
        }
    }

    /// Writing a state the value it holds changes nothing (as in SwiftUI), so the measuring
    /// pattern settles at the measured height in the first frame instead of updating without end.
    @Test func aHeightReportedThroughTheMainQueueSettles() throws {
        let layout = try renderer.layout(RenderRequest(MeasuredHeight(), width: 100).at(time: 0))
        #expect(layout.frames["box"]?.height == 50)
    }

    final class Search: ObservableObject {
        @Published var query = ""
        @Published var settled = ""
        var bag = Set<AnyCancellable>()
        init() {
            $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { [weak self] in self?.settled = $0 }.store(in: &bag)
        }
    }
    struct SearchRow: View {
        @StateObject var search = Search()
        let probe: ProbeLog
        var body: some View {
            Probe(animatableData: Double(search.settled.count), log: probe)
                .onAppear { search.query = "a" }
                .task(id: search.settled) { if search.settled == "a" { search.query = "abc" } }
        }
    }

    /// `debounce` sends the last value once its due time passes without another, on the clock.
    @Test func debounceSettlesOnTheVirtualClock() throws {
        let log = ProbeLog()
        let request = RenderRequest(SearchRow(probe: log), width: 100, height: 100)
        let settled = try [0.2, 0.31, 0.5, 0.62].map { t -> Double in _ = try renderer.layout(request.at(time: t)); return log.last }
        #expect(settled == [0, 1, 1, 3])
    }

    struct FastTimer: View {
        @State var n = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onReceive(Timer.publish(every: 0, on: .main, in: .common).autoconnect()) { _ in n += 1 }
        }
    }

    /// A timer too fast to render is an error naming it, not a hang.
    @Test func aTimerTooFastToRenderIsAnError() {
        let request = RenderRequest(FastTimer(), width: 20, height: 20)
        #expect { _ = try renderer.layout(request.at(time: 5)) } throws: { "\($0)".contains("timers and delays fired more than") }
    }
}
