// Stubs for instructure/canvas-ios (r707): the inbox message recipient, the Avatar view (initials in a
// circle when there is no picture) and the preview environment the row's preview reads. Our own test doubles.
import SwiftUI
import CoreData

public struct Recipient: Equatable, Hashable {
    public let displayName: String
    public let avatarURL: URL?
    public let ids: [String]

    public init(id: String, name: String, avatarURL: URL?) {
        self.ids = [id]
        self.displayName = name
        self.avatarURL = avatarURL
    }
}

struct Avatar: View {
    static let defaultSize: CGFloat = 40
    let name: String?
    let url: URL?
    let size: CGFloat

    init(name: String?, url: URL?, size: CGFloat = Avatar.defaultSize) {
        self.name = name
        self.url = url
        self.size = size
    }

    /// Up to two initials of the name.
    private var initials: String {
        (name ?? "").split(separator: " ").prefix(2).compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    var body: some View {
        Text(initials)
            .font(.system(size: round(size / 2.25), weight: .semibold))
            .foregroundColor(.textDark)
            .frame(width: size, height: size)
            .background(Circle().stroke(Color.borderMedium, lineWidth: 1 / UIScreen.main.scale))
    }
}

final class PreviewEnvironment {
    let globalDatabase = NSPersistentContainer(name: "Database")
}
