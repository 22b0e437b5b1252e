import Testing
import RowText
import RowTestSupport
import Foundation
import RowScene
@testable import RowDesign

@MainActor @Suite struct FormattingAndDataTests {
    @Test func currency() throws {
        #expect(try CurrencyFormat.signed(3500) == "+ $3,500.00")
        #expect(try CurrencyFormat.signed(-6.45) == "- $6.45")
        #expect(try CurrencyFormat.signed(0) == "$0.00")
        #expect(try CurrencyFormat.signed(-0.004) == "$0.00")
        #expect(try CurrencyFormat.usd(1234567.891) == "$1,234,567.89")
        #expect(try CurrencyFormat.usd(0.005) == "$0.01")
        #expect(try CurrencyFormat.usd(999.999) == "$1,000.00")
        #expect(throws: DesignError.self) { try CurrencyFormat.usd(.nan) }
        #expect(throws: DesignError.self) { try CurrencyFormat.signed(-.infinity) }
    }

    @Test func counts() {
        #expect(CountLabel.text(1, "transactions") == "1 transaction")
        #expect(CountLabel.text(3, "transactions") == "3 transactions")
        #expect(CountLabel.text(0, "items") == "0 items")
    }

    @Test func dayTitlesAreRelativeToNowInTheTimeZone() {
        let titles = DayTitles(now: DesignGallery.now, timeZone: DesignGallery.timeZone)   // Sun 22 Nov 2026, 18:00 New York
        #expect(titles.title(DesignGallery.now) == "TODAY, NOV 22")
        #expect(titles.title(DesignGallery.now.addingTimeInterval(-17.5 * 3600)) == "TODAY, NOV 22")      // 00:30
        #expect(titles.title(DesignGallery.now.addingTimeInterval(-18.5 * 3600)) == "YESTERDAY, NOV 21")  // 23:30 the day before
        #expect(titles.title(DesignGallery.now.addingTimeInterval(-4 * 86400)) == "WED, NOV 18")
        // The same instant is already Monday in Tokyo.
        let tokyo = DayTitles(now: DesignGallery.now, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.title(DesignGallery.now) == "TODAY, NOV 23")
        #expect(titles.time(DesignGallery.now) == "6:00 PM")
        #expect(titles.time(DesignGallery.now.addingTimeInterval(-18 * 3600)) == "12:00 AM")
    }

    /// Screens: grouping and sort orders, read from the drawn texts in order.
    func texts<V: View>(_ view: V) throws -> [String] {
        try TestSupport.renderer.displayList(view, width: 390).ops.compactMap {
            if case let .glyphs(r, _, _) = $0 { return r.text } else { return nil }
        }
    }

    @Test func transactionsAreGroupedByDayNewestFirst() throws {
        let t = try texts(TransactionsScreen(transactions: DesignGallery.transactions, now: DesignGallery.now, timeZone: DesignGallery.timeZone))
        let headers = t.filter { $0.hasPrefix("TODAY") || $0.hasPrefix("YESTERDAY") || $0.hasPrefix("WED") }
        #expect(headers == ["TODAY, NOV 22", "YESTERDAY, NOV 21", "WED, NOV 18"])
        // Long merchants are drawn truncated ("Starbucks Coffee Co…"): match by prefix.
        let order = DesignGallery.transactions.map(\.merchant).compactMap { m in
            t.firstIndex { $0 == m || ($0.hasSuffix("…") && m.hasPrefix(String($0.dropLast()))) }
        }
        #expect(order.count == 6 && order == order.sorted())
        let firstSix = order.map { t[$0] }
        #expect(firstSix[0].hasPrefix("Starbucks") && firstSix[1].hasPrefix("Employer") && firstSix[2] == "Whole Foods Market")
        #expect(t.contains("2 transactions"))
    }

    @Test func peopleGroupsAndSubscriptionsAreSortedByRecency() throws {
        let people = try texts(PeopleScreen(people: DesignGallery.people))
        #expect(people.filter { ["Maya Patel", "Jordan Lee", "Sam Rivera"].contains($0) } == ["Jordan Lee", "Maya Patel", "Sam Rivera"])
        #expect(people.contains("owes you") && people.contains("you owe") && people.contains("settled up"))
        let groups = try texts(GroupsScreen(groups: DesignGallery.groups))
        #expect(groups.filter { ["Lisbon Trip", "Apartment 4B", "Friday Pizza"].contains($0) } == ["Apartment 4B", "Lisbon Trip", "Friday Pizza"])
        #expect(groups.contains("1 member") && groups.contains("4 members") && groups.contains("0 expenses"))
        let subs = try texts(SubscriptionsScreen(subscriptions: DesignGallery.subscriptions))
        #expect(subs.filter { ["Netflix", "Spotify Premium", "iCloud+"].contains($0) } == ["Spotify Premium", "Netflix", "iCloud+"])
        #expect(subs.contains("/mo"))
    }

    @Test func subscriptionStatusDots() throws {
        let trial = try TestSupport.renderer.layout(SubscriptionIcon(subscription: DesignGallery.subscriptions[2]), width: 48).frames
        #expect(trial["trialDot"] != nil && trial["sharedDot"] == nil)
        let shared = try TestSupport.renderer.layout(SubscriptionIcon(subscription: DesignGallery.subscriptions[0]), width: 48).frames
        #expect(shared["sharedDot"] != nil && shared["trialDot"] == nil)
    }

    @Test func badInputIsAClearError() throws {
        // Initializers never throw; bad values fail the render, naming the views around them.
        let d = Date(timeIntervalSince1970: 0)
        func failure<V: View>(_ view: V) -> String {
            do { _ = try TestSupport.renderer.layout(view, width: 390); return "drawn" } catch { return "\(error)" }
        }
        #expect(failure(TransactionsScreen(transactions: [Transaction(id: 1, merchant: "X", category: .food, amount: .nan, date: d)], now: d, timeZone: .gmt))
                == "TransactionsScreen › TransactionRow: amount must be a finite number, found nan")
        #expect(failure(TransactionsScreen(transactions: [Transaction(id: 1, merchant: "  ", category: .food, amount: 1, date: d)], now: d, timeZone: .gmt))
                == "TransactionsScreen › TransactionRow: transaction merchant must not be empty")
        #expect(failure(PeopleScreen(people: [Person(id: 1, name: "", email: "", balance: 0, lastInteraction: d)])).hasSuffix("PersonRow: person name must not be empty"))
        // An icon name warns, naming it: a real SF Symbol without an icon draws a placeholder; a
        // string that names no SF Symbol draws nothing, as on iOS.
        let icon = try TestSupport.renderer.layout(UnifiedIconCircle(icon: "tuningfork", color: .red))
        #expect(icon.warnings == [TextWarning(.unknownSymbol, text: "tuningfork", font: "Phosphor").description])
        let none = try TestSupport.renderer.layout(UnifiedIconCircle(icon: "no.such.symbol", color: .red))
        #expect(none.warnings == [TextWarning(.notASymbol, text: "no.such.symbol", font: "Phosphor").description])
    }

    @Test func accessibility() throws {
        let row = DesignGallery.sampleRow()
        #expect(row.accessibility.label == "Whole Foods Market, Groceries, - $84.12, 2:14 PM")
        #expect(row.accessibility.traits == [.isButton])
        let withActions = InteractiveListRow(trailingActions: [.delete]) { EmptyView() }
        #expect(withActions.accessibility.hint == "Actions available")
        #expect(InteractiveListRow { EmptyView() }.accessibility.hint == nil)
    }

    /// The contrast report measures text against the rendered pixels: the seed's income green
    /// on a white card fails AA; primary text passes.
    @Test func contrastReportFindsTheGreenAmount() throws {
        var env = EnvironmentValues()
        env.colorScheme = .light
        let income = UnifiedListRow(title: "Employer Inc. Payroll", subtitle: "Salary / Income", value: "+ $3,500.00", valueColor: .wiseBrightGreen) {
            UnifiedIconCircle(icon: "dollarsign.circle.fill", color: .wiseBrightGreen)
        }
        let report = try ContrastReport(list: TestSupport.renderer.displayList(income.padding(16), width: 390, environment: env, background: .systemGroupedBackground), scale: 3)
        let amount = try #require(report.findings.first { $0.text == "+ $3,500.00" })
        #expect(!amount.passes && amount.ratio < 2)
        let title = try #require(report.findings.first { $0.text.hasPrefix("Employer") })
        #expect(title.passes && title.ratio > 12)
        #expect(report.failures.count >= 1)
    }
}

/// Scene-file dates parse as ISO 8601 does, without a formatter.
@MainActor @Suite struct ISODateTests {
    @Test func parsesLikeTheFormatter() {
        let f = ISO8601DateFormatter()
        for s in ["2026-11-27T08:30:00Z", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "1999-12-31T12:00:00+05:30", "2031-03-04T10:00:00-08:00",
                  "1900-03-01T00:00:00Z", "2400-02-29T01:02:03Z"] {
            #expect(ISODate.parse(s) == f.date(from: s), "\(s)")
        }
        #expect(ISODate.parse("2026-11-27T08:30:00.250Z")!.timeIntervalSince1970 == f.date(from: "2026-11-27T08:30:00Z")!.timeIntervalSince1970 + 0.25)
        for bad in ["yesterday", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-27T08:30:00", "2026-11-27 08:30:00Z", "2026-11-27T08:30:00Zx", "2026-11-27T24:00:00Z"] {
            #expect(ISODate.parse(bad) == nil, "\(bad)")
        }
    }
}
