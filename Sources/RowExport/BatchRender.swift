import Dispatch
import RowFiles
import RowRaster
import RowScene
import RowText
import Synchronization

/// Renders many requests on worker threads (a renderer each) and hands each result to a
/// visitor on the worker's thread; results depend only on the request, so the output is
/// byte-identical to a serial run. Memory holds one frame per worker.
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
    }

    /// Renders `requests[i]` for every i, calling `visit` with each result (in any order).
    /// Stops at the first error or once `cancellation` is set.
    public func run(_ requests: [RenderRequest], cancellation: Cancellation? = nil, visit: @Sendable (Output) throws -> Void) throws {
        let next = Atomic<Int>(0)
        let clock = ContinuousClock()
        let failure = Mutex<(Int, Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, requests.count))) { _ in
            let renderer = SceneRenderer(fonts: fonts)
            while failure.withLock({ $0 == nil }) {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < requests.count else { return }
                do {
                    try cancellation?.check()
                    let start = clock.now
                    let layout = try renderer.layout(requests[i])
                    let canvas = try renderer.render(layout.displayList)
                    let d = clock.now - start
                    try visit(Output(index: i, displayList: layout.displayList, canvas: canvas,
                                     renderSeconds: Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18,
                                     warnings: layout.warnings))
                } catch {
                    failure.withLock { current in if current == nil || i < current!.0 { current = (i, error) } }
                }
            }
        }
        if let (_, error) = failure.withLock({ $0 }) { throw error }
    }
}
