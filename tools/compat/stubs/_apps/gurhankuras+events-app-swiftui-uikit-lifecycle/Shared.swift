// Stubs for gurhankuras/events-app-swiftui-uikit-lifecycle (r942, r943, r948), an events app: the chat user
// (Chat/ChatUser.swift), the chat room's view model (Chat/Rooms/ViewModel: the time since its last message,
// abbreviated), the app's text colour read by name (Shared/Extensions/Color+AppColors.swift), the square
// size helper (Shared/Extensions/View+Size.swift), the nearby event with its address and live stream
// (EventDetails/DataTransferObjects/RemoteNearEvent.swift, with a stub of ours) and the event card's view model
// (Home/View/EventCard/ViewModel/EventCatalogCardViewModel.swift: address "district / city" or "Online", the start
// as a medium date and short time). Our own test doubles with the app's names.
import SwiftUI

struct ChatUser: Identifiable {
    let id: String
    let name: String
    let image: String?
    var select: ((ChatUser) -> Void)?

    init(id: String, name: String, image: String? = nil, select: ((ChatUser) -> Void)? = nil) {
        self.id = id
        self.name = name
        self.image = image
        self.select = select
    }
}

extension Color {
    static let appTextColor = Color("textColor")
}

extension View {
    func size(_ size: CGFloat, alignment: Alignment = .center) -> some View {
        frame(width: size, height: size, alignment: alignment)
    }
}

struct RemoteNearEventAddress: Codable {
    let city: String
    let district: String
}

struct RemoteLiveStream: Codable {
    let startedAt: Date?
}

struct RemoteNearEvent: Codable {
    let id: String
    let title: String
    let image: String?
    let at: Date
    let environment: Int
    let address: RemoteNearEventAddress
    let liveStream: RemoteLiveStream
    let distance: Double?

    static var stub: RemoteNearEvent {
        RemoteNearEvent(id: "1", title: "Jazz in the Park", image: nil, at: Date(timeIntervalSince1970: 1_765_564_200),
                        environment: 0, address: RemoteNearEventAddress(city: "Austin", district: "Zilker Park"),
                        liveStream: RemoteLiveStream(startedAt: nil), distance: 850)
    }
}

struct EventCatalogCardViewModel: Identifiable {
    private let _address: RemoteNearEventAddress
    private let isOnline: Bool
    let event: RemoteNearEvent

    init(_ event: RemoteNearEvent) {
        self._address = event.address
        self.event = event
        self.isOnline = event.environment != 0
    }

    var id: String { event.id }

    var startsAt: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.locale = Locale.current
        return formatter.string(from: event.at)
    }

    var address: String {
        if isOnline { return "Online" }
        let district = _address.district.isEmpty ? "-" : _address.district
        return "\(district) / \(_address.city)"
    }
}

struct RoomViewModel: Identifiable {
    var id: String
    let imageUrl: String
    let name: String
    let message: String
    let timestamp: Date?
    let lastSender: ChatUser?
    var select: ((RoomViewModel) -> Void)?

    var timeAgo: String {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .abbreviated
        return formatter.string(for: timestamp) ?? ""
    }
}
