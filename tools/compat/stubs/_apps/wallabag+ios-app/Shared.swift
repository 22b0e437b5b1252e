import SwiftUI
import CoreData
import Factory
// Stubs shared by the rows of wallabag/ios-app (what they use from elsewhere in the app).

/// A tag (a Core Data entity in the app; attributes as stored properties here).
final class Tag: NSManagedObject {
    var label: String = ""
    var slug: String = ""
}

extension Tag: Comparable {
    static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.label < rhs.label }
}

/// A saved article (a Core Data entity in the app).
final class Entry: NSManagedObject {
    var content: String?
    var createdAt: Date?
    var domainName: String?
    var isArchived = false
    var isStarred = false
    var previewPicture: String?
    var title: String?
    var url: String?
    var readingTime = 0
    var tags = Set<Tag>()
}

/// The app's Core Data stack (in-memory here).
final class CoreData {
    let persistentContainer = NSPersistentContainer(name: "wallabagStore")
    var viewContext: NSManagedObjectContext { persistentContainer.viewContext }
}

/// Whether the user is logged in.
final class AppState: ObservableObject {
    @Published var registred = true
}

extension Container {
    var coreData: Factory<CoreData> {
        Factory(self) { CoreData() }.scope(.singleton)
    }

    var appState: Factory<AppState> {
        Factory(self) { AppState() }.scope(.singleton)
    }
}

/// The archived/starred pictogram, filled when the flag is set.
struct EntryPictoImage: View {
    @ObservedObject var entry: Entry
    var keyPath: KeyPath<Entry, Bool>
    var picto: String

    var body: some View {
        Image(systemName: entry[keyPath: keyPath] ? "\(picto).fill" : picto)
    }
}

/// Downloads an entry's preview picture (through the app's image downloader). Nothing loads
/// here: the image stays nil and the row shows its placeholder.
@Observable
final class ImageDownloaderPublisher {
    var image: UIImage?

    @MainActor
    func loadImage(url: String?) async {}
}
