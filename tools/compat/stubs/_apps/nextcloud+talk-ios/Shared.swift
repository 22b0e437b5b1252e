// Stubs for nextcloud/talk-ios shared by its rows (r854–r856): the out-of-office absence (Settings/
// UserAbsence.swift), the Date.format helper (User Interface/Extensions/DateExtension.swift) and the
// UIFont.preferredFont(for:weight:) helper (UIFontExtension.swift: the text style's size in the weight).
// Our own test doubles with the app's names.
import SwiftUI
import UIKit

public struct UserAbsence {
    public var id: Int = 0
    public var userId: String?
    public var firstDay = Date()
    public var lastDay = Date()
    public var status: String
    public var message: String
    public var replacementUserId: String?
    public var replacementUserDisplayName: String?

    public var messageOrStatus: String { !message.isEmpty ? message : status }
    public var isValid: Bool { !message.isEmpty && !status.isEmpty }

    public var hasReplacementSet: Bool {
        guard let replacementUserId else { return false }
        return !replacementUserId.isEmpty
    }

    public var replacementName: String { replacementUserDisplayName ?? replacementUserId ?? "" }

    init(firstDay: Date, lastDay: Date, status: String, message: String, replacementUserId: String? = nil,
         replacementUserDisplayName: String? = nil) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.status = status
        self.message = message
        self.replacementUserId = replacementUserId
        self.replacementUserDisplayName = replacementUserDisplayName
    }
}

extension Date {
    func format(dateStyle: DateFormatter.Style = .none, timeStyle: DateFormatter.Style = .none) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: self)
    }
}

extension UIFont {
    static func preferredFont(for style: TextStyle, weight: Weight) -> UIFont {
        UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: style).pointSize, weight: weight)
    }
}
