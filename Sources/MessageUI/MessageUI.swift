// `import MessageUI`: mail and message composers as rows present them. A render has no mail
// or messages account: they cannot send, and their controllers are never shown.
@_exported import Foundation
import UIKit

/// How a composition ended.
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }
public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }
@MainActor public protocol MFMailComposeViewControllerDelegate: AnyObject {}
@MainActor public protocol MFMessageComposeViewControllerDelegate: AnyObject {}

/// The mail composer: records what it was given.
@MainActor open class MFMailComposeViewController: UIViewController {
    public static func canSendMail() -> Bool { false }
    public weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
    public private(set) var recipients: [String] = [], subject = "", body = ""
    public func setToRecipients(_ toRecipients: [String]?) { recipients = toRecipients ?? [] }
    public func setCcRecipients(_ ccRecipients: [String]?) {}
    public func setBccRecipients(_ bccRecipients: [String]?) {}
    public func setSubject(_ subject: String) { self.subject = subject }
    public func setMessageBody(_ body: String, isHTML: Bool) { self.body = body }
    public func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
    public func setPreferredSendingEmailAddress(_ emailAddress: String) {}
}
/// The messages composer: records what it was given.
@MainActor open class MFMessageComposeViewController: UIViewController {
    public static func canSendText() -> Bool { false }
    public static func canSendAttachments() -> Bool { false }
    public weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
    public var recipients: [String]?
    public var body: String?
    public var subject: String?
}
