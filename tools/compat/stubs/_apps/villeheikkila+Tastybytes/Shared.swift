import SwiftUI
import Models
import Extensions
// Stubs shared by the rows of villeheikkila/Tastybytes (what they use from the app target, Source/).

// MARK: Router

enum ToastType: Equatable {
    case success(LocalizedStringKey? = nil)
    case warning(LocalizedStringKey? = nil)
    case error(LocalizedStringKey? = nil)

    static func == (lhs: ToastType, rhs: ToastType) -> Bool {
        switch (lhs, rhs) {
        case (.success, .success), (.warning, .warning), (.error, .error): return true
        default: return false
        }
    }
}

enum Screen: Hashable {
    case product(Product.Id)
    case profile(Profile.Saved)
    case checkIn(CheckIn.Id)
    case company(Company.Id)
}

enum CheckInSheet {
    enum Action: Hashable {
        case create(product: Product.Joined, onCreation: ((_ checkIn: CheckIn.Joined) async -> Void)?)
        case update(checkIn: CheckIn.Joined, onUpdate: ((_ checkIn: CheckIn.Joined) async -> Void)?)

        static func == (lhs: Action, rhs: Action) -> Bool {
            switch (lhs, rhs) {
            case let (.create(a, _), .create(b, _)): return a == b
            case let (.update(a, _), .update(b, _)): return a == b
            default: return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case let .create(product, _): hasher.combine(product)
            case let .update(checkIn, _): hasher.combine(checkIn)
            }
        }
    }
}

enum Sheet: Identifiable, Equatable {
    case checkIn(CheckInSheet.Action)

    var id: String {
        switch self {
        case .checkIn: return "checkIn"
        }
    }
}

/// The app's navigation state (path, sheet, toast).
@MainActor
@Observable
final class Router {
    enum Open {
        case sheet(Sheet)
        case screen(Screen, resetStack: Bool = false, removeLast: Bool = false)
        case toast(ToastType)
    }

    var path = [Screen]()
    var sheet: Sheet?
    var toast: ToastType?

    init(path: [Screen] = [], sheet: Sheet? = nil) {
        self.path = path
        self.sheet = sheet
    }

    func open(_ open: Open) {
        switch open {
        case let .screen(screen, resetStack, removeLast):
            if resetStack { path = [] }
            path.append(screen)
            if removeLast, path.count >= 2 { path.remove(at: path.count - 2) }
        case let .sheet(sheet):
            self.sheet = sheet
        case let .toast(toast):
            self.toast = toast
        }
    }
}

/// A button that opens a destination through the router.
struct RouterLink<LabelView: View>: View {
    @Environment(Router.self) private var router

    let open: Router.Open
    @ViewBuilder let label: () -> LabelView

    var body: some View {
        Button(action: { router.open(open) }, label: label)
    }
}

extension RouterLink where LabelView == Label<Text, Image> {
    init(_ titleKey: LocalizedStringKey, systemImage: String, open: Router.Open) {
        self.init(open: open) {
            Label {
                Text(titleKey).foregroundColor(.primary)
            } icon: {
                Image(systemName: systemImage)
            }
        }
    }
}

extension RouterLink where LabelView == Text {
    init(_ label: LocalizedStringKey, open: Router.Open) {
        self.init(open: open) { Text(label) }
    }
}

// MARK: Avatars

enum AvatarSize: Sendable {
    case small, medium, large, extraLarge
    case custom(Double)

    var size: Double {
        switch self {
        case .small: return 16
        case .medium: return 24
        case .large: return 32
        case .extraLarge: return 48
        case let .custom(size): return size
        }
    }
}

private struct AvatarSizeKey: EnvironmentKey {
    static let defaultValue: AvatarSize = .small
}

extension EnvironmentValues {
    var avatarSize: AvatarSize {
        get { self[AvatarSizeKey.self] }
        set { self[AvatarSizeKey.self] = newValue }
    }
}

extension View {
    func avatarSize(_ size: AvatarSize) -> some View {
        environment(\.avatarSize, size)
    }
}

/// A profile's avatar: its image (remote in the app; not loaded here) or a person glyph tinted
/// from the profile id.
struct AvatarView: View {
    @Environment(\.avatarSize) private var avatarSize
    let image: ImageEntity.Saved?
    let id: Profile.Id

    init(profile: ProfileProtocol) {
        image = profile.avatars.first
        id = profile.id
    }

    var body: some View {
        Image(systemName: "person.fill")
            .resizable()
            .padding(.all, avatarSize.size / 5)
            .clipShape(.circle)
            .aspectRatio(contentMode: .fill)
            .frame(width: avatarSize.size, height: avatarSize.size)
            .foregroundColor(Color(seed: id.uuidString))
    }
}

// MARK: Product names

struct ProductFormatter<Output> {
    let format: (ProductProtocol) -> Output
}

extension ProductProtocol {
    func formatted<Output>(_ formatter: ProductFormatter<Output>) -> Output {
        formatter.format(self)
    }
}

extension ProductFormatter where Output == String {
    /// Brand (unless the sub-brand includes it), sub-brand and product name.
    static var fullName: Self {
        .init { value in
            [
                value.subBrand.includesBrandName ? nil : value.subBrand.brand.name,
                value.subBrand.name,
                value.name,
                value.isDiscontinued ? String(localized: "product.discontinued.label") : nil,
            ].joinOptionalSpace()
        }
    }

    static var brandOwner: Self {
        .init { value in value.subBrand.brand.brandOwner.name }
    }
}

// MARK: Preview data

enum TastybytesPreviewData {
    static let profile = Profile.Saved(
        id: UUID(uuidString: "6F0E4B2C-64B5-4B44-9E0A-2C7C3D1B9A11")!,
        preferredName: "Ville Heikkilä",
        isPrivate: false,
        joinedAt: Date(timeIntervalSince1970: 1_672_531_200),
        avatars: []
    )

    static let product = Product.Joined(
        id: 4_021,
        name: "Mango Passion",
        description: "Sparkling energy drink with mango and passion fruit",
        isVerified: true,
        subBrand: SubBrand.JoinedBrand(
            id: 88,
            name: "Zero",
            includesBrandName: false,
            brand: Brand.JoinedCompany(id: 31, name: "Battery", brandOwner: Company.Saved(id: 12, name: "Sinebrychoff"))
        ),
        category: Category.Saved(id: 3, name: "Beverage", icon: "🥤"),
        subcategories: [Subcategory.Saved(id: 41, name: "Energy Drink")],
        barcodes: [Product.Barcode.Saved(id: 7, barcode: "6415600550697", type: "org.gs1.EAN-13")],
        averageRating: 3.75,
        currentUserCheckIns: 2,
        isDiscontinued: false,
        logos: []
    )
}
