// Stubs for sunilpawar-git/PayslipMax-iOS shared by its rows (r755–r757): the app's colour constants
// (Core/UI/FintechColors.swift: a fixed blue and the system label colours) and the insights models
// (financial health categories with their status colours, action items). Our own test doubles.
import SwiftUI
import UIKit

struct FintechColors {
    static let primaryBlue = Color(red: 0.1, green: 0.4, blue: 0.8)
    static let textPrimary = Color(.label)
    static let textSecondary = Color(.secondaryLabel)
}

struct ActionItem {
    let title: String
    let description: String
    let priority: Priority
    let category: ActionCategory
    let estimatedImpact: Double
    let timeframe: String

    enum Priority { case high, medium, low }
    enum ActionCategory { case budgeting, savings, tax, investments, debt, career }
}

struct HealthCategory {
    let name: String
    let score: Double
    let weight: Double
    let status: HealthStatus
    let recommendation: String
    let actionItems: [ActionItem]

    enum HealthStatus {
        case excellent, good, fair, poor, critical

        var color: Color {
            switch self {
            case .excellent: return .green
            case .good: return Color(.systemBlue)
            case .fair: return .orange
            case .poor: return Color(.systemRed)
            case .critical: return Color(.systemPurple)
            }
        }
    }
}
