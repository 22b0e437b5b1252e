// `import StoreKit` as rows use it: the review request, and products that a render cannot load
// (there is no App Store: lookups find nothing, purchases do not happen). The store's own views
// draw a visible placeholder.
@_exported import Foundation
import RowScene
import UIKit

/// Asks for an App Store review (`@Environment(\.requestReview)`): a render shows no prompt.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}
private struct RequestReviewKey: EnvironmentKey { static var defaultValue: RequestReviewAction { RequestReviewAction() } }
extension EnvironmentValues {
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
/// The older review request (no prompt in a render).
@MainActor public final class SKStoreReviewController {
    public static func requestReview() {}
    public static func requestReview(in windowScene: AnyObject) {}
}
/// The App Store (nothing to reach from a render).
public enum AppStore {
    @MainActor public static func requestReview(in scene: AnyObject) {}
    public static func sync() async throws {}
    public static var canMakePayments: Bool { false }
}

/// A product of the app's store: found by id, none here.
public struct Product: Identifiable, Hashable, Sendable {
    public enum ProductType: String, Sendable, Hashable { case consumable, nonConsumable, autoRenewable, nonRenewable }
    public enum PurchaseResult: Sendable { case success(VerificationResult<Transaction>), userCancelled, pending }
    public enum PurchaseOption: Hashable, Sendable { case quantity(Int) }
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
    }
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let subscription: SubscriptionInfo?
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String { [] }
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
}
/// A transaction's verification.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError), verified(SignedType)
    public struct VerificationError: Error, Sendable {}
    public var unsafePayloadValue: SignedType {
        switch self { case .unverified(let v, _), .verified(let v): return v }
    }
}
/// A purchase (none happen in a render).
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let productID: String
    public let purchaseDate: Date
    public let revocationDate: Date?
    public func finish() async {}
    /// The app's current entitlements: none.
    public static var currentEntitlements: Entitlements { Entitlements() }
    public static var updates: Entitlements { Entitlements() }
    public static var all: Entitlements { Entitlements() }
    public struct Entitlements: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol { public mutating func next() async -> Element? { nil } }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The store's product card (`ProductView(id:)`): a visible placeholder, as no product loads.
public struct ProductView: View {
    let id: String
    public init(id: String, prefersPromotionalIcon: Bool = false) { self.id = id }
    public init<Icon: View>(id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.id = id }
    public var body: some View { StorePlaceholder(title: id) }
}
/// The store's subscription page: a visible placeholder.
public struct SubscriptionStoreView: View {
    let group: String
    public init(groupID: String) { group = groupID }
    public init<Content: View>(groupID: String, @ViewBuilder marketingContent: () -> Content) { group = groupID }
    public init(productIDs: [String]) { group = productIDs.joined(separator: ", ") }
    public var body: some View { StorePlaceholder(title: group) }
}
/// What the store's views show in a render: the products' ids on a tinted card with a bag symbol.
struct StorePlaceholder: View {
    let title: String
    var body: some View {
        Label(title, systemImage: "bag")
            .font(.subheadline).foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, minHeight: 60)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(UIColor.secondarySystemBackground)))
    }
}
extension View {
    nonisolated public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }
    nonisolated public func subscriptionStoreControlStyle<S>(_ style: S) -> some View { self }
    nonisolated public func productViewStyle<S>(_ style: S) -> some View { self }
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    nonisolated public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, Error>) -> Void = { _ in }) -> some View { self }
    nonisolated public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, Error>) async -> Void) -> some View { self }
}
/// The store's extra buttons.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = Self(name: "cancellation"), restorePurchases = Self(name: "restorePurchases")
    public static let redeemCode = Self(name: "redeemCode"), signIn = Self(name: "signIn"), policies = Self(name: "policies")
}

/// The original StoreKit's transaction states (no payment happens in a render).
public enum SKPaymentTransactionState: Int, Sendable, Hashable { case purchasing, purchased, failed, restored, deferred }
/// The original StoreKit's product (none load in a render).
open class SKProduct: NSObject, @unchecked Sendable {
    /// A subscription period's unit.
    public enum PeriodUnit: UInt, Sendable, Hashable { case day, week, month, year }
    open var productIdentifier: String { "" }
    open var localizedTitle: String { "" }
    open var localizedDescription: String { "" }
    open var price: NSDecimalNumber { .zero }
}
