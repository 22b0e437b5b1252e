import Foundation

/// The clock time-based publishers run on. RowScene's view graph is one: while it runs a frame
/// (bodies, actions, `onAppear`, script events) it is `VirtualClock.current`, and what is
/// scheduled on it runs at that virtual time, so timers tick in frames as a pure function of t.
public protocol SchedulingClock: AnyObject, Sendable {
    /// Seconds since the clock started.
    var now: Double { get }
    /// The wall-clock date at clock time `t`.
    func date(at t: Double) -> Date
    /// Runs `action` at clock time `t` (not before the current time); cancel to drop it.
    /// `updatingAfter`: the views are evaluated again after it whatever it changed (a timer's
    /// sink may change a model the graph does not observe); otherwise only what it changes in
    /// observed state (a `@State`, a published property) updates them.
    func schedule(at t: Double, updatingAfter: Bool, _ action: @escaping () -> Void) -> Cancellable
    /// An observable object's published property is about to change: the views update.
    func objectWillChange()
}

extension SchedulingClock {
    /// Runs `action` at clock time `t`, the views evaluated again after it.
    public func schedule(at t: Double, _ action: @escaping () -> Void) -> Cancellable { schedule(at: t, updatingAfter: true, action) }
}

/// Where the running clock is found.
public enum VirtualClock {
    /// The clock of the view graph that is running, if any. Outside one, timers never tick and
    /// `debounce`/`delay` never send: there is no time to move.
    @TaskLocal public static var current: (any SchedulingClock)?
}

/// A length of scheduler time, in seconds (`.seconds(0.3)`, `.milliseconds(300)`, or a literal).
public struct SchedulerStride: Comparable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let seconds: Double
    public init(_ seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(Double(ns) / 1e9) }
    public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.seconds < b.seconds }
}

/// Where a publisher delivers (`RunLoop.main`, `DispatchQueue.main`): rows name one; every one
/// delivers on the virtual clock.
public protocol Scheduler {
    associatedtype SchedulerOptions = Never
}

extension RunLoop: Scheduler {}
extension DispatchQueue: Scheduler {}
extension OperationQueue: Scheduler {}

/// The scheduler that delivers at once.
public struct ImmediateScheduler: Scheduler {
    public static let shared = ImmediateScheduler()
}
