import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, on the virtual clock
    /// (`autoconnect()` connects it when it is first subscribed). The run loop and mode are
    /// accepted as rows pass them.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Never? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// A timer's publisher: once connected, it sends the clock's date at each tick. Each
    /// running clock (each view graph) has its own subscribers and connection, so two graphs
    /// rendering the same view never see each other's ticks.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Foundation's shortest repeating interval (0.1 ms), which shorter ones become.
        public static let minimumInterval: TimeInterval = 0.0001
        public let interval: TimeInterval
        /// Subscribers and connection per clock (nil: subscribers outside any clock).
        private var groups: [ObjectIdentifier?: Group] = [:]
        init(interval: TimeInterval) {
            self.interval = interval.isFinite ? max(interval, Self.minimumInterval) : .infinity
        }

        private final class Group {
            let subscribers = SubjectSubscribers<Date, Never>()
            var connection: Ticking?
        }
        private var clockKey: ObjectIdentifier? { VirtualClock.current.map { ObjectIdentifier($0) } }
        private var group: Group {
            if let group = groups[clockKey] { return group }
            let group = Group()
            groups[clockKey] = group
            return group
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            group.subscribers.attach(subscriber)
        }

        /// Starts ticking on the running clock from its current time (nothing ticks outside a
        /// running view graph, or with an infinite interval). Cancelling the connection stops
        /// it and forgets that clock's subscribers.
        public func connect() -> Cancellable {
            let (key, group) = (clockKey, self.group)
            if let connection = group.connection { return connection }
            let ticking = Ticking { [weak self, weak group] in
                if let self, let group, self.groups[key] === group { self.groups[key] = nil }
            }
            group.connection = ticking
            guard let clock = VirtualClock.current, interval.isFinite else { return ticking }
            let (start, interval, subscribers) = (clock.now, self.interval, group.subscribers)
            func tick(_ n: Double) {
                let t = start + n * interval
                ticking.next = clock.schedule(at: t) { [weak clock, weak ticking] in
                    guard let clock, let ticking, !ticking.isCancelled else { return }
                    subscribers.send(clock.date(at: t))
                    tick(n + 1)
                }
            }
            tick(1)
            return ticking
        }

        private final class Ticking: Cancellable {
            var next: Cancellable?
            private(set) var isCancelled = false
            private let onCancel: () -> Void
            init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
            func cancel() {
                guard !isCancelled else { return }
                isCancelled = true; next?.cancel(); next = nil
                onCancel()
            }
        }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given) posted to
    /// this center, sent as they are posted.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name posted to a center.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let observation = Observation(center: center)
            let stage = Stage<Notification, S>(subscriber, onCancel: observation.end) { note, send in send(note) }
            observation.token = center.addObserver(forName: name, object: object, queue: nil) { note in
                _ = stage.receive(note)
            }
            stage.receive(subscription: observation)
        }
    }

    /// An observer registered for a subscription; removed when it is cancelled.
    private final class Observation: Subscription, @unchecked Sendable {
        let center: NotificationCenter
        var token: NSObjectProtocol?
        init(center: NotificationCenter) { self.center = center }
        func request(_ demand: Subscribers.Demand) {}
        func cancel() { end() }
        func end() {
            if let token { center.removeObserver(token) }
            token = nil
        }
    }
}
