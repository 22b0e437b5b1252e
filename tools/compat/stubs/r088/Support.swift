import SwiftUI
// Stubs for RevenueCat/purchases-ios Examples/SampleCat/SampleCat/Screens/Views/PurchasableCell.swift (what the row uses from elsewhere in its app).

/// Stand-in for RevenueCat's PurchasesDiagnostics.ProductStatus plus the app's icon/color extension.
enum ProductStatus: Sendable {
    case valid, couldNotCheck, unknown, notFound, needsAction, actionInProgress

    var color: Color {
        switch self {
        case .valid: return .green
        case .couldNotCheck, .unknown: return .gray
        case .notFound: return .red
        case .needsAction, .actionInProgress: return .yellow
        }
    }

    var icon: String {
        switch self {
        case .valid: return "checkmark.circle.fill"
        case .couldNotCheck, .unknown: return "questionmark.circle.fill"
        case .notFound: return "xmark.circle.fill"
        case .actionInProgress, .needsAction: return "exclamationmark.triangle.fill"
        }
    }
}

/// Stand-in for RevenueCat's StoreProduct.
struct StoreProduct: Sendable {
    let productIdentifier: String
    let localizedPriceString: String
}

protocol PurchasableViewModel: Hashable, Identifiable, Sendable {
    associatedtype UnderlyingPurchasable

    var id: String { get }
    var status: ProductStatus { get }
    var title: String? { get }
    var description: String { get }
    var purchasable: UnderlyingPurchasable? { get }
    var isPurchased: @MainActor @Sendable () -> Bool { get }
    var purchase: @MainActor @Sendable () async -> Void { get }
}

extension PurchasableViewModel {
    var icon: String { status.icon }
    var color: Color { status.color }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct ProductViewModel: PurchasableViewModel {
    let id: String
    let status: ProductStatus
    let title: String?
    let description: String
    let purchasable: StoreProduct?
    let isPurchased: @MainActor @Sendable () -> Bool
    let purchase: @MainActor @Sendable () async -> Void
}

@MainActor @Observable final class UserViewModel {
    var subscriptionActive: Bool = false
    var isPurchasing: Bool = false
}

/// The asset catalog's accent color (Xcode's generated asset symbol).
extension Color {
    static let accent = Color(red: 0.95, green: 0.33, blue: 0.36)
}
