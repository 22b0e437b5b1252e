import SwiftUI
import CoreData
// Stubs for farishuric/troshko-ios Troshko/Modules/Expenses/Views/ExpenseItemView.swift (what the row
// uses from elsewhere in its app: the Core Data classes Expense and Category (their @NSManaged
// attributes as stored properties), CoreData/CoreDataManager.swift, Common/Extensions (String.localized,
// Date.format(with:), Double.toString(decimal:)) and Common/Views/BadgeView.swift).

public class Category: NSManagedObject {
    public var createdAt: Date?
    public var name: String?
}

public class Expense: NSManagedObject {
    public var date: Date?
    public var desc: String?
    public var id: UUID?
    public var price: Double = 0
    public var title: String?
    public var category: Category?
}

class CoreDataManager: NSObject, ObservableObject {
    static let shared = CoreDataManager()
    let container: NSPersistentContainer = NSPersistentContainer(name: "TroshkoData")
}

extension String {
    var trimmed: String { trimmingCharacters(in: CharacterSet.whitespacesAndNewlines) }
    var localized: String { NSLocalizedString(self, comment: "") }
}

extension Date {
    enum DateFormat: String {
        case short = "MMM d, yyyy"
        case shortDateTime = "MMM dd, yyyy HH:mm"
    }

    func format(with dateFormat: DateFormat) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = dateFormat.rawValue
        return formatter.string(from: self)
    }
}

extension Double {
    static let numberToStringFormatter = NumberFormatter()

    func toString(decimal: Int = 0, usesGroupingSeparator: Bool = true, locale: Locale = Locale.current,
                  lessThanZeroDecimals: Int = 16) -> String {
        let formatter = Double.numberToStringFormatter
        let number = NSNumber(value: self)
        formatter.minimumFractionDigits = decimal
        formatter.maximumFractionDigits = self < 1 ? lessThanZeroDecimals : 6
        formatter.numberStyle = .currency
        formatter.currencySymbol = ""
        formatter.paddingCharacter = "0"
        formatter.locale = locale
        formatter.usesGroupingSeparator = usesGroupingSeparator
        return String(formatter.string(from: number)?.trimmed ?? "")
    }
}

struct BadgeView: View {
    var text: String

    var body: some View {
        Text(text)
            .font(.system(size: 12))
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue))
    }
}
