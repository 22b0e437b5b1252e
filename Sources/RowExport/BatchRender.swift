import Dispatch
import RowFiles
import RowRaster
import RowScene
import RowText
import Synchronization

/// Renders many requests: the main actor evaluates and lays out each view in turn (views are
/// main-actor code, as in SwiftUI) while worker threads rasterize the display lists and hand
/// each result to a visitor on the worker's thread. Results depend only on the request, so
/// the output is byte-identical to a serial run. Memory holds at most `jobs` laid-out frames
/// waiting and one canvas per worker.
public struct BatchRender: Sendable {
    public let fonts: FontLibrary
    public let jobs: Int
    public init(fonts: FontLibrary, jobs: Int) { self.fonts = fonts; self.jobs = max(1, jobs) }

    /// What a worker produced for one request.
    public struct Output {
        public let index: Int
        public let displayList: DisplayList
        public let canvas: Canvas
        /// Seconds spent laying out and rasterizing it.
        public let renderSeconds: Double
        /// What was drawn other than asked (see `SceneRenderer.Layout.warnings`).
        public let warnings: [String]
        /// Haptics the view's code played up to the frame's time (see `SceneRenderer.Layout.haptics`).
        public let haptics: [HapticEvent]
        /// Later requests, next in order, whose display lists equal this one's: the same picture
        /// (only when run with `asFrames`).
        public let repeats: [Repeat]
    }

    /// A request that draws exactly what the request before it draws.
    public struct Repeat: Sendable {
        public let index: Int
        public let warnings: [String]
        public let haptics: [HapticEvent]
    }

    /// Renders `requests[i]` for every i, calling `visit` with each result (in any order).
    /// With `asFrames`, the requests are frames of one source in time order: one `FramePlayer`
    /// carries the running view from each to the next, and consecutive frames whose display
    /// lists are equal are drawn once — the first one's output lists the others as `repeats`
    /// (an animation that stands still). Stops at the first error (the earliest request's error
    /// is thrown) or once `cancellation` is set.
    @MainActor
    public func run(_ requests: [RenderRequest], asFrames: Bool = false, cancellation: Cancellation? = nil,
                    visit: @Sendable (Output) throws -> Void) throws {
        try withoutActuallyEscaping(visit) { visit in try run(requests, asFrames, cancellation, visit) }
    }

    @MainActor
    private func run(_ requests: [RenderRequest], _ asFrames: Bool, _ cancellation: Cancellation?,
                     _ visit: @escaping @Sendable (Output) throws -> Void) throws {
        let workers = min(jobs, max(1, requests.count))
        let queue = LaidOutQueue(capacity: workers)
        let failure = Mutex<(Int, Error)?>(nil)
        @Sendable func fail(_ i: Int, _ error: Error) {
            failure.withLock { current in if current == nil || i < current!.0 { current = (i, error) } }
        }
        let done = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: done) {
                let renderer = SceneRenderer(fonts: fonts)
                // One canvas per worker, drawn into again for each frame of the same size: once
                // the visitor returns, nothing else holds it (a visitor that keeps the canvas
                // keeps its own copy).
                var canvas = try! Canvas(width: 1, height: 1)
                while let job = queue.pop() {
                    guard failure.withLock({ $0 == nil }) else { continue }
                    do {
                        let start = ContinuousClock.now
                        try renderer.render(job.layout.displayList, into: &canvas)
                        try visit(Output(index: job.index, displayList: job.layout.displayList, canvas: canvas,
                                         renderSeconds: job.layoutSeconds + seconds(since: start), warnings: job.layout.warnings,
                                         haptics: job.layout.haptics, repeats: job.repeats))
                    } catch {
                        fail(job.index, error)
                    }
                }
            }
        }
        let renderer = SceneRenderer(fonts: fonts)
        let player = asFrames ? FramePlayer(renderer: renderer) : nil
        var pending: LaidOut? = nil         // held back while the next requests repeat it
        for i in requests.indices {
            guard failure.withLock({ $0 == nil }) else { break }
            do {
                try cancellation?.check()
                let start = ContinuousClock.now
                let laidOut = try player?.layout(requests[i]) ?? renderer.layout(requests[i])
                let seconds = seconds(since: start)
                if asFrames, pending?.layout.displayList == laidOut.displayList {
                    pending!.repeats.append(Repeat(index: i, warnings: laidOut.warnings, haptics: laidOut.haptics))
                    pending!.layoutSeconds += seconds
                    continue
                }
                if let p = pending { queue.push(p) }
                pending = LaidOut(index: i, layout: laidOut, layoutSeconds: seconds)
                if !asFrames { queue.push(pending!); pending = nil }
            } catch {
                fail(i, error)
                break
            }
        }
        if let pending, failure.withLock({ $0 == nil }) { queue.push(pending) }
        queue.close()
        done.wait()
        if let (_, error) = failure.withLock({ $0 }) { throw error }
    }
}

private func seconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// A request laid out on the main actor, waiting for a worker to rasterize it.
private struct LaidOut: @unchecked Sendable {
    let index: Int
    let layout: SceneRenderer.Layout
    var layoutSeconds: Double
    var repeats: [BatchRender.Repeat] = []
}

/// A bounded first-in first-out hand-off from the main actor to the raster workers: `push`
/// waits while `capacity` frames are waiting; `pop` waits for a frame and returns nil once
/// the queue is closed and empty.
private final class LaidOutQueue: Sendable {
    private let slots: DispatchSemaphore
    private let available = DispatchSemaphore(value: 0)
    private let items = Mutex<[LaidOut]>([])

    init(capacity: Int) { slots = DispatchSemaphore(value: capacity) }

    func push(_ item: LaidOut) {
        slots.wait()
        items.withLock { $0.append(item) }
        available.signal()
    }

    func pop() -> LaidOut? {
        available.wait()
        let item: LaidOut? = items.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        if item == nil { available.signal() } else { slots.signal() }   // closed: wake the next worker too
        return item
    }

    /// No more pushes: once the waiting frames are taken, every `pop` returns nil.
    func close() { available.signal() }
}
