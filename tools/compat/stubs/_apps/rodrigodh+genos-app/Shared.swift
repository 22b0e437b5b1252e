import SwiftUI
// Stubs shared by the rows of rodrigodh/genos-app (what they use from elsewhere in the app).

let metricsBalanceGoal: Float = 60.0

/// One day's record (a Core Data entity in the app).
class Metric: ObservableObject, Identifiable {
    var balance: Float
    var date: Date?
    var exercise: Bool
    var username: String?

    init(balance: Float, date: Date?, exercise: Bool, username: String? = nil) {
        self.balance = balance
        self.date = date
        self.exercise = exercise
        self.username = username
    }
}

// The asset catalog's theme colors (light appearance).
extension Color {
    static let baseColor = Color(red: 0xFA / 255, green: 0xF4 / 255, blue: 0xED / 255)
    static let surfaceColor = Color(red: 0xFF / 255, green: 0xFA / 255, blue: 0xF3 / 255)
    static let textColor = Color(red: 0x57 / 255, green: 0x52 / 255, blue: 0x79 / 255)
    static let goldColor = Color(red: 0xEA / 255, green: 0x9D / 255, blue: 0x34 / 255)
    static let loveColor = Color(red: 0xB4 / 255, green: 0x63 / 255, blue: 0x7A / 255)
    static let foamColor = Color(red: 0x56 / 255, green: 0x94 / 255, blue: 0x9F / 255)
}
