// Stubs shared by the Condo97/ChefApp-SwiftUI-Public rows (r676–r678): Constants.FontName (Constants/Constants.swift:
// the bundled Avenir faces by name), Colors (the asset colour sets read by name), FontWeight with
// View.font(_:_:) (Model/FontWeight.swift, Util/View+Fonts.swift), HapticHelper (Util/; no haptics here),
// View.ultraViewPopover(isPresented:) (Application/Common/; the upgrade screen as a sheet), the Core Data
// PantryItem entity and CDClient (Persistence/), and the TikTok video-info generator, response and card
// container the source card shows (no network here). Our own test doubles.
import SwiftUI
import CoreData

struct Constants {
    struct FontName {
        private static let oblique = "Oblique"
        static let light = "avenir-light"
        static let body = "avenir-book"
        static let bodyOblique = body + oblique
        static let medium = "avenir-medium"
        static let heavy = "avenir-heavy"
        static let heavyOblique = heavy + oblique
        static let black = "avenir-black"
        static let damion = "Damion"
    }
}

struct Colors {
    static let background = Color("BackgroundColor")
    static let elementBackground = Color("ElementBackgroundColor")
    static let elementText = Color("ElementTextColor")
    static let foreground = Color("ForegroundColor")
    static let foregroundText = Color("ForegroundTextColor")
    static let secondaryBackground = Color("SecondaryBackgroundColor")
}

enum FontWeight {
    case light, body, medium, heavy, black, damion

    var appFontName: String {
        switch self {
        case .light: return Constants.FontName.light
        case .body: return Constants.FontName.body
        case .medium: return Constants.FontName.medium
        case .heavy: return Constants.FontName.heavy
        case .black: return Constants.FontName.black
        case .damion: return Constants.FontName.damion
        }
    }
}

extension View {
    func font(_ fontWeight: FontWeight, _ size: CGFloat) -> some View {
        font(.custom(fontWeight.appFontName, size: size))
    }

    func ultraViewPopover(isPresented: Binding<Bool>) -> some View {
        sheet(isPresented: isPresented) {
            Text("Ultra")
        }
    }
}

enum HapticHelper {
    static func doLightHaptic() {}
}

public class PantryItem: NSManagedObject {
    var name: String?
    var category: String?
    var updateDate: Date?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<PantryItem> {
        NSFetchRequest<PantryItem>(entityName: "PantryItem")
    }
}

class CDClient {
    static let persistentContainer = NSPersistentContainer(name: "PantryPal")
    public static let mainManagedObjectContext: NSManagedObjectContext = persistentContainer.viewContext
}

struct TikAPIGetVideoInfoResponse: Codable {
    let title: String
    let author: String
}

final class TikTokGetVideoInfoGenerator: ObservableObject {
    @Published var isLoading = false
}

struct TikTokGetVideoInfoCardContainer: View {
    let tikTokVideoID: String
    @ObservedObject var tikTokGetVideoInfoGenerator: TikTokGetVideoInfoGenerator
    @Binding var tikApiGetVideoInfoResponse: TikAPIGetVideoInfoResponse?

    var body: some View {
        if let response = tikApiGetVideoInfoResponse {
            VStack(alignment: .leading) {
                Text(response.title)
                Text("@" + response.author).foregroundStyle(.secondary)
            }
        } else {
            ProgressView()
        }
    }
}
