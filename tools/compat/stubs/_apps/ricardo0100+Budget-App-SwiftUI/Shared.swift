// Stubs shared by the ricardo0100/Budget-App-SwiftUI rows (r672–r674): the Core Data entities Account, Item and
// ItemCategory (Core Data/Beans.xcdatamodeld, as Xcode's class code generation gives them; Account.sum() from
// Entities/Account+Extension.swift), CoreDataController.preview (Core Data/CoreDataController.swift, filled with
// a few records as the app's preview store is), the Color helpers (Utils/Color+Extension.swift) and
// NSDecimalNumber.toCurrency (Utils/NSDecimalNumber+Extension.swift). Our own test doubles.
import SwiftUI
import CoreData

public class Account: NSManagedObject {
    var color: String?
    var name: String?
    var remoteID: Int64 = 0
    var itemsArray: [Item] = []

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Account> {
        NSFetchRequest<Account>(entityName: "Account")
    }

    func sum() -> NSDecimalNumber {
        itemsArray.reduce(NSDecimalNumber.zero) { $0.adding($1.value ?? .zero) }
    }
}

public class ItemCategory: NSManagedObject {
    var name: String?
    var symbol: String?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<ItemCategory> {
        NSFetchRequest<ItemCategory>(entityName: "ItemCategory")
    }
}

public class Item: NSManagedObject {
    var name: String?
    var timestamp: Date?
    var value: NSDecimalNumber?
    var account: Account?
    var category: ItemCategory?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
}

final class CoreDataController {
    static let preview = CoreDataController()
    let container = NSPersistentContainer(name: "Beans")
}

enum BeansSamples {
    struct Records {
        let accounts: [Account]
        let categories: [ItemCategory]
        let items: [Item]
    }

    static func make() -> Records {
        let context = CoreDataController.preview.container.viewContext
        func account(_ name: String, _ color: String) -> Account {
            let a = Account(context: context)
            a.name = name
            a.color = color
            return a
        }
        func category(_ name: String, _ symbol: String) -> ItemCategory {
            let c = ItemCategory(context: context)
            c.name = name
            c.symbol = symbol
            return c
        }
        let checking = account("Checking", "#3478F6")
        let savings = account("Savings", "#34C759")
        let wallet = account("Wallet", "#FF9500")
        let groceries = category("Groceries", "cart")
        let salary = category("Salary", "briefcase")
        let transport = category("Transport", "car")
        func item(_ name: String, _ value: Double, _ account: Account, _ category: ItemCategory) -> Item {
            let i = Item(context: context)
            i.name = name
            i.value = NSDecimalNumber(value: value)
            i.account = account
            i.category = category
            i.timestamp = Date(timeIntervalSince1970: 1_764_300_000)
            account.itemsArray.append(i)
            return i
        }
        let items = [
            item("Monthly salary", 4200, checking, salary),
            item("Supermarket", -86.4, wallet, groceries),
            item("Train ticket to the airport with a longer description", -12.5, checking, transport),
        ]
        savings.itemsArray = []
        return Records(accounts: [checking, savings, wallet], categories: [groceries, salary, transport], items: items)
    }
}

extension Color {
    static func redText(for colorScheme: ColorScheme) -> Color? {
        colorScheme == .light ? Color.from(hex: "#A80001") : Color.from(hex: "#EC7171")
    }

    static func greenText(for colorScheme: ColorScheme) -> Color? {
        colorScheme == .light ? Color.from(hex: "#027B18") : Color.from(hex: "#1DFF7B")
    }

    static func from(hex: String?) -> Color? {
        guard let hex, hex.hasPrefix("#"), hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else {
            return nil
        }
        return Color(.sRGB, red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                     blue: Double(value & 0xFF) / 255)
    }
}

extension NSDecimalNumber {
    func toCurrency(with locale: Locale = .current) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        return formatter.string(from: self)
    }
}
