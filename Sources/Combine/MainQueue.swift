import Dispatch
import Foundation

// `DispatchQueue.main.async { … }` from a body, an action or `onAppear` — how rows defer a
// state change to the next turn of the run loop (a height measured by a GeometryReader, a
// flag set after appearing). A render has no run loop turning: while a view graph runs, work
// sent to the main queue runs on its clock instead — `async` at the current time (after the
// evaluation that sent it, before the frame is drawn), `asyncAfter` once its delay has
// passed — so a frame at t shows it exactly when iOS would have run it by then, every time.
// As on iOS, the views update for what it changes in observed state (a `@State`, a published
// property): work that stores a value already there — a height a GeometryReader reports at
// every evaluation — changes nothing.
// Any other queue, or the main queue outside a running graph, is Dispatch's own.
extension DispatchQueue {
    /// Whether this is the main queue (on Linux, `DispatchQueue.main` is a new object at each
    /// call, so queues are told apart by their label).
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Runs `work` on the running view graph's clock when this is the main queue, else as
    /// Dispatch does.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let clock = VirtualClock.current else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        _ = clock.schedule(at: clock.now, updatingAfter: false, work)
    }

    /// Runs `work` on the running view graph's clock once `deadline` has passed when this is
    /// the main queue (the delay is taken to the millisecond), else as Dispatch does.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, let clock = VirtualClock.current else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? (Double(deadline.uptimeNanoseconds - now) / 1e6).rounded() / 1e3 : 0
        _ = clock.schedule(at: clock.now + delay, updatingAfter: false, work)
    }
}
