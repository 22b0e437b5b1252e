// Stubs for jrmgx/FlashBot shared by its rows (r883, r884): the chat item and lesson Core Data entities
// (Models/ChatItem, Models/Lesson: their attributes as stored properties of NSManagedObject subclasses,
// with the generated fetchRequest() and the app's typed accessors), the chat item types and choices, and
// the app's persistence controller with its preview chat (App/Persistence.swift; in memory, messages of
// our own). Our own test doubles with the app's names.
import Foundation
import CoreData

public enum ChatItemType: Int16 {
    case unknown
    case basicBot
    case basicUser
    case actionButtonsUser
}

public struct ChatItemChoice: Identifiable {
    public var id: Int { name.hashValue }
    public var name: String
    public var action: (ChatItemChoice) -> Void
}

public class ChatItem: NSManagedObject {
    public var choices = [ChatItemChoice]()
    public var contentInternal: String?
    public var fromBotInternal: Bool = false
    public var idInternal: UUID?
    public var postedAtInternal: Date?
    public var typeInternal: Int16 = 0
    public var lessonInternal: Lesson?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<ChatItem> {
        NSFetchRequest<ChatItem>(entityName: "ChatItem")
    }

    public var content: String {
        get { contentInternal ?? "" }
        set { contentInternal = newValue }
    }

    public var type: ChatItemType {
        get { ChatItemType(rawValue: typeInternal) ?? .unknown }
        set { typeInternal = newValue.rawValue }
    }
}

public class Lesson: NSManagedObject {
    public var idInternal: UUID?
    public var lastPlayedAtInternal: Date?
    public var titleInternal: String?
    public var stateInternal: Int16 = 0
    public var pathInternal: String?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Lesson> {
        NSFetchRequest<Lesson>(entityName: "Lesson")
    }

    public var title: String {
        get { titleInternal ?? "" }
        set { titleInternal = newValue }
    }
}

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        var result = PersistenceController(inMemory: true)
        let context = result.container.viewContext
        func item(_ text: String, _ type: ChatItemType) -> ChatItem {
            let chatItem = ChatItem(context: context)
            chatItem.idInternal = UUID()
            chatItem.content = text
            chatItem.type = type
            return chatItem
        }
        let choices = item("", .actionButtonsUser)
        choices.choices = [ChatItemChoice(name: "Again", action: { _ in }), ChatItemChoice(name: "Good", action: { _ in }),
                           ChatItemChoice(name: "Easy", action: { _ in })]
        result.fakeChatItems = [
            item("Ready for today's lesson? Translate: « la pomme »", .basicBot),
            item("the apple", .basicUser),
            item("Correct! How well did you know it?", .basicBot),
            choices,
        ]
        result.fakeLessons = ["Spanish — food", "Japanese kana: hiragana", "Capitals of Europe"].map { name in
            let lesson = Lesson(context: context)
            lesson.idInternal = UUID()
            lesson.title = name
            return lesson
        }
        return result
    }()

    var fakeChatItems = [ChatItem]()
    var fakeLessons = [Lesson]()
    let container: NSPersistentCloudKitContainer

    init(inMemory: Bool = false) {
        container = NSPersistentCloudKitContainer(name: "FlashBot")
    }
}
