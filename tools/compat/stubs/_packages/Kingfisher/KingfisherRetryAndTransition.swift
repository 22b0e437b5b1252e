// Added for val8 (voidboost/hdrezka-swiftui): Kingfisher's retry strategies (RetryStrategy, RetryContext,
// RetryDecision, NetworkRetryStrategy, DelayRetryStrategy), KFImage.url(_:cacheKey:) and
// KFImage.loadTransition(_:animation:), as Kingfisher 8 declares them. Additive: nothing above changes.
import SwiftUI

public enum RetryDecision {
    case retry(userInfo: Any?)
    case stop
}

public final class RetryContext {
    public let source: Source
    public let error: KingfisherError
    public private(set) var retriedCount: Int = 0
    public private(set) var userInfo: Any?
    init(source: Source, error: KingfisherError) {
        self.source = source
        self.error = error
    }
}

public protocol RetryStrategy: Sendable {
    func retry(context: RetryContext, retryHandler: @escaping @Sendable (RetryDecision) -> Void)
}

public struct DelayRetryStrategy: RetryStrategy {
    public enum Interval: Sendable {
        case seconds(TimeInterval)
        case accumulated(TimeInterval)
    }
    public let maxRetryCount: Int
    public let retryInterval: Interval
    public init(maxRetryCount: Int, retryInterval: Interval = .seconds(3)) {
        self.maxRetryCount = maxRetryCount
        self.retryInterval = retryInterval
    }
    public func retry(context: RetryContext, retryHandler: @escaping @Sendable (RetryDecision) -> Void) {
        retryHandler(context.retriedCount < maxRetryCount ? .retry(userInfo: nil) : .stop)
    }
}

/// Retries a download once the network is reachable again (Kingfisher 8.3+).
public struct NetworkRetryStrategy: RetryStrategy {
    public let timeoutInterval: TimeInterval?
    public init(timeoutInterval: TimeInterval? = 30) { self.timeoutInterval = timeoutInterval }
    public func retry(context: RetryContext, retryHandler: @escaping @Sendable (RetryDecision) -> Void) {
        retryHandler(.stop)
    }
}

extension KFImage {
    public static func url(_ url: URL?, cacheKey: String? = nil) -> KFImage {
        KFImage(url)
    }

    public func retry(_ strategy: RetryStrategy?) -> KFImage { self }

    public func retry(maxCount: Int, interval: DelayRetryStrategy.Interval = .seconds(3)) -> KFImage { self }

    public func loadTransition(_ transition: AnyTransition, animation: Animation? = .default) -> KFImage { self }
}
