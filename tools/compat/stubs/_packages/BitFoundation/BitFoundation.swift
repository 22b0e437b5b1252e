// Stand-in for bitchat's local BitFoundation package (localPackages/BitFoundation): the delivery state of a
// private message and its plain English description. Our own test double with the package's names.
import Foundation

public enum DeliveryStatus: Codable, Equatable, Hashable {
    case notSentYet
    case sending
    case sent
    case carried
    case delivered(to: String, at: Date)
    case read(by: String, at: Date)
    case failed(reason: String)
    case partiallyDelivered(reached: Int, total: Int)

    public var displayText: String {
        switch self {
        case .notSentYet: return "Not sent yet"
        case .sending: return "Sending..."
        case .sent: return "Sent"
        case .carried: return "Carried by a friend"
        case .delivered(let name, _): return "Delivered to \(name)"
        case .read(let name, _): return "Read by \(name)"
        case .failed(let why): return "Failed: \(why)"
        case .partiallyDelivered(let reached, let total): return "Delivered to \(reached)/\(total)"
        }
    }
}
