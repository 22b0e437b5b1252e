import Foundation
import UIKit
// Stub of AmperfyKit (BLeeEZ/amperfy AmperfyKit/): what the corpus rows use — the log entry wrapper
// (Storage/EntityWrappers/LogEntry.swift, backed by a plain value instead of its Core Data object),
// CommonString, Date.asIso8601String (Common/Utilities.swift) and UIImage.clipboard
// (Assets/UIImageAssetsExtension.swift). Test double.

public enum LogEntryType: Int16, Sendable {
    case apiError = 0
    case error = 1
    case info = 2
    case debug = 3

    public var description: String {
        switch self {
        case .apiError: return "API Error"
        case .error: return "Error"
        case .info: return "Info"
        case .debug: return "Debug"
        }
    }
}

public class LogEntry: NSObject {
    public var creationDate: Date
    public var message: String
    public var statusCode: Int
    public var type: LogEntryType

    public init(creationDate: Date, message: String, statusCode: Int, type: LogEntryType) {
        self.creationDate = creationDate
        self.message = message
        self.statusCode = statusCode
        self.type = type
    }
}

public enum CommonString {
    public static let oneMiddleDot: String = "\u{00B7}"
}

extension Date {
    public var asIso8601String: String {
        ISO8601DateFormatter().string(from: self)
    }
}

extension UIImage {
    public static let clipboard = UIImage(systemName: "doc.on.doc") ?? UIImage()
}
