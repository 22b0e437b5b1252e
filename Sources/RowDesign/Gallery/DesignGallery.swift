import Foundation
import RowScene

/// One picture of the design system: a component or screen in one state, as a request
/// (at @3x in light; the gallery and goldens render it in each appearance).
public struct GalleryEntry: Sendable {
    public let name: String
    private let make: @MainActor @Sendable () -> RenderRequest
    /// The view is built when the request is asked for, on the main actor like every view.
    public init<V: View>(_ name: String, width: Double = 390, environment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in },
                         _ view: @escaping @autoclosure @MainActor @Sendable () -> V) {
        self.name = name
        make = {
            var env = EnvironmentValues()
            environment(&env)
            return RenderRequest(view(), width: width, environment: env, background: .systemGroupedBackground)
        }
    }
    /// The entry's view with its proposal, environment and background.
    @MainActor public var request: RenderRequest { make() }
}

/// Sample data and every component and screen of the design system in their states — what the
/// goldens, the contact sheets and `rowframe gallery` render.
public enum DesignGallery {
    /// The "now" the samples are relative to: Sunday 22 November 2026, 18:00 in New York.
    public static let now = Date(timeIntervalSince1970: 1_795_388_400)
    public static let timeZone = TimeZone(identifier: "America/New_York")!
    static func ago(days: Double, hours: Double = 0) -> Date { now.addingTimeInterval(-(days * 86400 + hours * 3600)) }

    public static let transactions: [Transaction] = [
        Transaction(id: 1, merchant: "Starbucks Coffee Company", category: .food, amount: -6.45, date: ago(days: 0, hours: 8.3)),
        Transaction(id: 2, merchant: "Employer Inc. Payroll", category: .income, amount: 3500, date: ago(days: 0, hours: 9)),
        Transaction(id: 3, merchant: "Whole Foods Market", category: .groceries, amount: -84.12, date: ago(days: 1, hours: 3.8)),
        Transaction(id: 4, merchant: "Uber", category: .transportation, amount: -23.9, date: ago(days: 1, hours: 10)),
        Transaction(id: 5, merchant: "Delta Air Lines", category: .travel, amount: -412.6, date: ago(days: 4, hours: 2)),
        Transaction(id: 6, merchant: "Transfer from Alex", category: .transfer, amount: 45, date: ago(days: 4, hours: 5)),
    ]
    public static let people: [Person] = [
        Person(id: 1, name: "Maya Patel", email: "maya@example.com", balance: 32.10, lastInteraction: ago(days: 2)),
        Person(id: 2, name: "Jordan Lee", email: "", balance: -18.5, lastInteraction: ago(days: 0, hours: 3)),
        Person(id: 3, name: "Sam Rivera", email: "sam.rivera@example.com", balance: 0, lastInteraction: ago(days: 9)),
    ]
    /// Names in sixteen scripts (the fallback fonts' coverage), with emoji sequences: every
    /// one drawn by a bundled face.
    public static let worldPeople: [Person] = [
        ("Łukasz Dvořák", 12.5), ("Γιώργος Παπαδόπουλος", -8), ("Анна Кузнецова", 0), ("Şükrü Öztürk 🇹🇷", 3),
        ("Nguyễn Thị Hương", 41.2), ("محمد عبد الله", -19.99), ("נועה כהן", 7), ("प्रिया शर्मा", 0),
        ("สมชาย ใจดี", 150), ("王小明", -2.5), ("山田 はなこ", 9), ("김민준 👍🏽", 1),
        ("Արամ Պետրոսյան", 0), ("ნინო ბერიძე", -30), ("সুমন দাস", 5), ("கார்த்திக் 👨\u{200D}👩\u{200D}👧", 60),
    ].enumerated().map { i, p in
        Person(id: i + 1, name: p.0, email: "", balance: p.1, lastInteraction: ago(days: Double(i)))
    }
    public static let groups: [ExpenseGroup] = [
        ExpenseGroup(id: 1, name: "Lisbon Trip", emoji: "✈️", memberCount: 4, totalAmount: 1642.18,
                     expenseDates: [ago(days: 6), ago(days: 3)], createdDate: ago(days: 30)),
        ExpenseGroup(id: 2, name: "Apartment 4B", emoji: "🏠", memberCount: 3, totalAmount: 2890,
                     expenseDates: [ago(days: 1)], createdDate: ago(days: 200)),
        ExpenseGroup(id: 3, name: "Friday Pizza", emoji: "🍕", memberCount: 1, totalAmount: 64.5,
                     expenseDates: [], createdDate: ago(days: 12)),
    ]
    public static let subscriptions: [Subscription] = [
        Subscription(id: 1, name: "Netflix", category: .entertainment, icon: "tv.fill", color: Color(hex: 0xE50914), price: 22.99,
                     cycle: .monthly, isShared: true, lastBilled: ago(days: 3), created: ago(days: 400)),
        Subscription(id: 2, name: "Spotify Premium", category: .entertainment, icon: "tv.fill", color: Color(hex: 0x1DB954), price: 11.99,
                     cycle: .monthly, lastUsed: ago(days: 0, hours: 2), created: ago(days: 800)),
        Subscription(id: 3, name: "iCloud+", category: .utilities, icon: "bolt.fill", price: 2.99, cycle: .monthly,
                     isFreeTrial: true, created: ago(days: 5)),
    ]
    public static let categories: [CategoryShare] = [
        CategoryShare(name: "Food & Dining", icon: "fork.knife", amount: 450, percentage: 35.5, isIncome: false),
        CategoryShare(name: "Groceries", icon: "cart.fill", amount: 310.4, percentage: 24.5, isIncome: false),
        CategoryShare(name: "Salary", icon: "dollarsign.circle.fill", amount: 5000, percentage: 80, isIncome: true),
        CategoryShare(name: "Other", icon: nil, amount: 12, percentage: 1, isIncome: false),
    ]

    @MainActor static func sampleRow(title: String = "Whole Foods Market") -> UnifiedListRow<ViewList> {
        UnifiedListRow(title: title, subtitle: "Groceries", value: "- $84.12", valueColor: .wiseError, valueLabel: "2:14 PM") {
            UnifiedIconCircle(icon: "cart.fill", color: TransactionCategory.groceries.color)
        }
    }

    /// The sample InteractiveListRow; `pressed` and `swipe` (points, negative: trailing actions)
    /// show it as a touch would leave it, through `rowPressed` and `swipeOffset`.
    @MainActor static func interactive(pressed: Bool = false, loading: Bool = false, divider: Bool = true, swipe: Double = 0) -> some View {
        InteractiveListRow(isLoading: loading, showDivider: divider, leadingActions: [.edit, .complete],
                           trailingActions: [.archive, .delete]) {
            HStack(spacing: 16) {
                UnifiedIconCircle(icon: "cup.and.saucer.fill", color: .orange, size: 40, iconSize: 17)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Blue Bottle Coffee").font(.system(size: 16, weight: .medium)).foregroundColor(.wisePrimaryText)
                    Text("Food & Drink").font(.system(size: 13)).foregroundColor(.wiseSecondaryText)
                }
                Spacer()
                Text("- $6.45").font(.system(size: 16, weight: .semibold)).foregroundColor(.wiseError)
            }
            .padding(16)
        }
        .environment(\.rowPressed, pressed)
        .environment(\.swipeOffset, swipe)
    }

    /// Every entry, in a stable order.
    public static let entries: [GalleryEntry] = {
        let largest: @Sendable (inout EnvironmentValues) -> Void = { $0.dynamicTypeSize = .accessibility5 }
        return [
            GalleryEntry("icon-circle", width: 200, HStack(spacing: 12) {
                UnifiedIconCircle(icon: "dollarsign.circle.fill", color: .wiseBrightGreen)
                UnifiedIconCircle(icon: "cart.fill", color: .orange)
                UnifiedEmojiCircle(emoji: "🏠", backgroundColor: .wiseBlue)
            }.padding(16)),
            GalleryEntry("section-header", VStack(spacing: 0) {
                UnifiedSectionHeader(title: "TODAY, NOV 22", count: 3, countLabel: "transactions")
                UnifiedSectionHeader(title: "YESTERDAY, NOV 21", count: 1, countLabel: "transactions")
                UnifiedSectionHeader(title: "WED, NOV 18")
            }),
            GalleryEntry("list-row", sampleRow().padding(16)),
            GalleryEntry("list-row-pressed", sampleRow().environment(\.rowPressed, true).padding(16)),
            GalleryEntry("list-row-long-title", sampleRow(title: "Monthly membership at the Downtown Climbing Gym and Fitness Center").padding(16)),
            GalleryEntry("list-row-largest-type", environment: largest, sampleRow().padding(16)),
            GalleryEntry("progress-row", AnalyticsScreen(categories: Array(categories.prefix(3)))),
            GalleryEntry("progress-row-selected", AnalyticsScreen(categories: [categories[0]], selected: categories[0].name)),
            GalleryEntry("interactive-row", interactive().padding(16)),
            GalleryEntry("interactive-row-pressed", interactive(pressed: true).padding(16)),
            GalleryEntry("interactive-row-last", interactive(divider: false).padding(16)),
            GalleryEntry("interactive-row-swiped-trailing", interactive(swipe: -148).padding(16)),
            GalleryEntry("interactive-row-swiped-leading", interactive(swipe: 148).padding(16)),
            GalleryEntry("interactive-row-loading", environment: { $0.time = 0.9 }, interactive(loading: true).padding(16)),
            GalleryEntry("interactive-row-loading-reduced", environment: { $0.time = 0.5; $0.animationMode = .reduced }, interactive(loading: true).padding(16)),
            GalleryEntry("interactive-row-loading-minimal", environment: { $0.time = 0.5; $0.animationMode = .minimal }, interactive(loading: true).padding(16)),
            GalleryEntry("skeleton-views", environment: { $0.time = 0.6 }, VStack(spacing: 16) {
                SkeletonView(height: 16)
                SkeletonView(width: 200, height: 16)
                SkeletonView(height: 80, cornerRadius: 20)
                SkeletonView(width: 44, height: 44, cornerRadius: 22)
            }.padding(16)),
            GalleryEntry("content-skeleton", environment: { $0.time = 0.7 }, ContentViewSkeleton().background(Color.systemGroupedBackground)),
            GalleryEntry("insights-skeleton", environment: { $0.time = 0.7 }, InsightsSkeleton().background(Color.systemGroupedBackground)),
            GalleryEntry("transactions", TransactionsScreen(transactions: transactions, now: now, timeZone: timeZone)),
            GalleryEntry("people", PeopleScreen(people: people)),
            GalleryEntry("people-world", PeopleScreen(people: worldPeople)),
            GalleryEntry("people-rtl", environment: { $0.layoutDirection = .rightToLeft },
                         PeopleScreen(people: [worldPeople[5], worldPeople[6], people[0]])),
            GalleryEntry("groups", GroupsScreen(groups: groups)),
            GalleryEntry("subscriptions", SubscriptionsScreen(subscriptions: subscriptions)),
            GalleryEntry("analytics", AnalyticsScreen(categories: categories, selected: "Groceries")),
        ]
    }()
}
