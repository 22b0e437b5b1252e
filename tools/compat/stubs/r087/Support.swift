import SwiftUI
// Stubs for RevenueCat/purchases-ios Examples/SampleCat/SampleCat/Screens/Offerings/OfferingCell.swift (what the row uses from elsewhere in its app).

/// Stand-in for RevenueCat's PurchasesDiagnostics.SDKHealthCheckStatus plus the app's icon/color extension.
enum HealthCheckStatus {
    case passed, warning, failed

    var icon: String {
        switch self {
        case .passed: return "checkmark.circle.fill"
        case .failed: return "xmark.circle.fill"
        case .warning: return "exclamationmark.triangle.fill"
        }
    }

    var color: Color {
        switch self {
        case .passed: return .green
        case .failed: return .red
        case .warning: return .yellow
        }
    }
}

struct PackageViewModel: Identifiable, Equatable {
    let id: String
    let title: String?
}

struct OfferingViewModel: Identifiable, Equatable {
    var id: String { identifier }
    let identifier: String
    let status: HealthCheckStatus
    let packages: [PackageViewModel]

    var icon: String { status.icon }
    var color: Color { status.color }
}
