import SwiftUI
// Stubs for sshibashi777/SubManager SubManager/SubscriptionRow.swift: Subscription with its sample data
// (SubManager/SubscriptionModel.swift) and the date parsing it uses (SubManager/Extensions.swift; our own
// stand-in).

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

extension String {
    /// The app's "MM/dd/yyyy" renewal dates, read as local midnight; today when the text is not such a date.
    func datePursed() -> Date {
        let numbers = split(separator: "/").map { Int($0) }
        guard numbers.count == 3, let month = numbers[0], let day = numbers[1], let year = numbers[2],
              let date = Calendar.current.date(from: DateComponents(year: year, month: month, day: day))
        else { return Date() }
        return date
    }
}
