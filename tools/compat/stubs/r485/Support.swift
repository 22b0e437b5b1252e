import SwiftUI
import UIKit
// Stubs for nuibb/Payback Payback/Views/Transactions/TransactionCardView.swift: the Transaction protocol
// (Payback/Models/Transaction.swift) with a plain value standing in for the decoded TransactionItem, and
// Font.circular (Payback/Extensions/Font.swift; CircularStd-Book is a font the app bundles).

protocol Transaction {
    var id: String { get }
    var displayName: String { get }
    var categoryType: Int { get }
    var bookingDate: Date { get }
    var description: String { get }
    var currency: String { get }
    var amount: Decimal { get }
}

struct TransactionItem: Transaction {
    let id: String
    let displayName: String
    let categoryType: Int
    let bookingDate: Date
    let description: String
    let currency: String
    let amount: Decimal
}

extension Font {
    /// The app's bundled face at the text style's size.
    static func circular(_ style: UIFont.TextStyle) -> Font {
        let size = UIFont.preferredFont(forTextStyle: style).pointSize
        return .custom("CircularStd-Book", size: size)
    }
}
