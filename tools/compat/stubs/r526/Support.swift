import SwiftUI
// Stubs for sshibashi777/SubManager SubManager/SubscriptionRow.swift: Subscription with its sample data
// (SubManager/SubscriptionModel.swift) and the date parsing it uses (SubManager/Extensions.swift), as the
// app has them.

struct Subscription: Identifiable, Codable {
    let id: UUID
    var date: Date = Date()
    var renewDate: String
    var serviceName: String
    var amount: String

    var datePursed: Date {
        renewDate.datePursed()
    }

    init(id: UUID = UUID(), renewDate: String, serviceName: String, amount: String) {
        self.id = id
        self.renewDate = renewDate
        self.serviceName = serviceName
        self.amount = amount
    }
}

extension Subscription {
    static let sampleData: [Subscription] =
    [
        Subscription(renewDate: "", serviceName: "", amount: ""),
        Subscription(renewDate: "08/20/2022", serviceName: "Netflix", amount: "980"),
        Subscription(renewDate: "08/19/2022", serviceName: "SoftBank", amount: "5000"),
        Subscription(renewDate: "09/03/2022", serviceName: "Amazon Prime", amount: "540"),
        Subscription(renewDate: "05/06/2023", serviceName: "Creative Cloud", amount: "26000"),
        Subscription(renewDate: "08/17/2022", serviceName: "iCloud+", amount: "500"),
        Subscription(renewDate: "04/18/2023", serviceName: "Microsoft 365", amount: "12000")
    ]
}

extension DateFormatter {
    static let allNumericUSA: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "MM/dd/yyyy"
        return formatter
    }()
}

extension String {
    func datePursed() -> Date {
        guard let parsedDate = DateFormatter.allNumericUSA.date(from: self) else { return Date() }
        return parsedDate
    }
}
