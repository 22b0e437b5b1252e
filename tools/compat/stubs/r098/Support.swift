import CoreData
import SwiftUI
// Stubs for Renset/macai macai/UI/ChatList/ChatListRow.swift (what the row uses from elsewhere in its app).
// Core Data entities: their @NSManaged attributes as stored properties (RowFrame's CoreData).

/// macai.xcdatamodeld's PersonaEntity (generated class).
public class PersonaEntity: NSManagedObject {
    public var name: String?
    public var color: String?
    public var systemMessage: String?
}

/// macai.xcdatamodeld's APIServiceEntity (generated class).
public class APIServiceEntity: NSManagedObject {
    public var name: String?
    public var type: String?
    public var model: String?
    public var generateChatNames: Bool = true
}

/// macai/Models/Models.swift
public class MessageEntity: NSManagedObject, Identifiable {
    public var name: String = ""
    public var body: String = ""
    public var timestamp: Date = Date()
    public var own: Bool = false
    public var sequence: Int64 = 0
    public var chat: ChatEntity?
}

/// macai/Models/Models.swift (the attributes the row reads; messages held in memory).
public class ChatEntity: NSManagedObject {
    public var messages: Set<MessageEntity> = []
    public var newChat: Bool = true
    public var createdDate: Date = Date()
    public var updatedDate: Date = Date()
    public var systemMessage: String = ""
    public var gptModel: String = ""
    public var name: String = ""
    public var persona: PersonaEntity?
    public var apiService: APIServiceEntity?
    public var isPinned: Bool = false
    public var lastSequence: Int64 = 0

    /// The last message by sequence, then timestamp.
    public var lastMessage: MessageEntity? {
        messages.max { lhs, rhs in
            lhs.sequence == rhs.sequence ? lhs.timestamp < rhs.timestamp : lhs.sequence < rhs.sequence
        }
    }

    func clearMessages() {
        for message in messages {
            managedObjectContext?.delete(message)
        }
        messages = []
        newChat = true
        lastSequence = 0
    }
}

/// macai/UI/Chat/ChatViewModel.swift, reduced to what the row calls.
class ChatViewModel: NSObject, ObservableObject {
    let chat: ChatEntity
    let viewContext: NSManagedObjectContext

    init(chat: ChatEntity, viewContext: NSManagedObjectContext) {
        self.chat = chat
        self.viewContext = viewContext
        super.init()
    }

    func regenerateChatName() {}
}

/// macai/Utilities/Extensions.swift
extension Color {
    init?(hex: String) {
        let hexSanitized = hex.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "#", with: "")
        guard let rgb = UInt64(hexSanitized, radix: 16) else { return nil }
        self.init(
            red: Double((rgb & 0xFF0000) >> 16) / 255.0,
            green: Double((rgb & 0x00FF00) >> 8) / 255.0,
            blue: Double(rgb & 0x0000FF) / 255.0
        )
    }
}

/// macai/UI/Components/HighlightedText.swift: the text, its search matches not highlighted (the
/// app marks them with NSColor backgrounds in an attributed string).
struct HighlightedText: View {
    let text: String
    let highlight: String
    let elementType: String

    init(_ text: String, highlight: String, elementType: String = "text") {
        self.text = text
        self.highlight = highlight.lowercased()
        self.elementType = elementType
    }

    var body: some View {
        Text(text)
    }
}

/// macai/UI/ChatList/MessageCell.swift
struct MessageCell: View, Equatable {
    static func == (lhs: MessageCell, rhs: MessageCell) -> Bool {
        lhs.chatObjectID == rhs.chatObjectID &&
        lhs.timestamp == rhs.timestamp &&
        lhs.message == rhs.message &&
        lhs.showsAttentionIndicator == rhs.showsAttentionIndicator &&
        lhs.$isActive.wrappedValue == rhs.$isActive.wrappedValue &&
        lhs.isPinned == rhs.isPinned &&
        lhs.searchText == rhs.searchText
    }

    let chatObjectID: NSManagedObjectID
    let personaName: String?
    let chatName: String
    @State var timestamp: Date
    var message: String
    let showsAttentionIndicator: Bool
    let isPinned: Bool
    @Binding var isActive: Bool
    let searchText: String
    @State private var isHovered = false
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Button {
            isActive = true
        } label: {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    HighlightedText(personaName ?? "No assistant selected", highlight: searchText, elementType: "chatlist")
                        .font(.caption)
                        .lineLimit(1)

                    if chatName != "" {
                        HighlightedText(chatName, highlight: searchText, elementType: "chatlist")
                            .font(.headline)
                            .lineLimit(1)
                            .truncationMode(.tail)
                    }

                    if message != "" {
                        HighlightedText(message, highlight: searchText, elementType: "chatlist")
                            .lineLimit(1)
                            .truncationMode(.tail)
                    }
                }
                .padding(8)
                Spacer()

                HStack(spacing: 6) {
                    if showsAttentionIndicator && !isActive {
                        Circle()
                            .fill(Color.accentColor)
                            .frame(width: 6, height: 6)
                    }
                    if isPinned {
                        Image(systemName: "pin.fill")
                            .foregroundColor(self.isActive ? .white : .gray)
                            .font(.caption)
                    }
                }
                .padding(.trailing, 8)
            }
            .frame(maxWidth: .infinity)
            .foregroundColor(self.isActive ? .white : .primary)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(
                        self.isActive
                            ? Color.accentColor
                            : self.isHovered
                                ? (colorScheme == .dark ? Color(hex: "#666666")! : Color(hex: "#CCCCCC")!) : Color.clear
                    )
            )
        }
        .buttonStyle(.borderless)
        .background(Color.clear)
    }
}
