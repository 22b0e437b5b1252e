// Stubs for TikhonP/medsenger-ios-app (r659): the Core Data Message entity (CoreData/Message/; the attributes
// and the isMessageSent wrapper the badge reads), PersistenceController.preview, Message.getSampleMessage
// (Preview Content/Message+Preview.swift) and MessageView (the bubble its preview shows). Our own test doubles.
import SwiftUI
import CoreData

public class Message: NSManagedObject {
    var id: Int64 = 0
    var text: String?
    var sent: Date?
    var isAgent: Bool = false
    var isUrgent: Bool = false
    var isWarning: Bool = false
    var isDoctorMessage: Bool = false

    public var isMessageSent: Bool { !isDoctorMessage }

    static func getSampleMessage(for viewContext: NSManagedObjectContext, id: Int = 1, with text: String? = nil,
                                 withReply: Bool = false) -> Message {
        let message = Message(context: viewContext)
        message.id = Int64(id)
        message.text = text ?? "Hello!"
        message.sent = Date(timeIntervalSince1970: 1_764_320_000)
        return message
    }
}

final class PersistenceController {
    static let preview = PersistenceController()
    let container = NSPersistentContainer(name: "Medsenger")
}

struct MessageView: View {
    let viewWidth: CGFloat
    @ObservedObject var message: Message
    var body: some View {
        Text(message.text ?? "")
            .padding(10)
            .frame(maxWidth: viewWidth * 0.7, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.2)))
    }
}
