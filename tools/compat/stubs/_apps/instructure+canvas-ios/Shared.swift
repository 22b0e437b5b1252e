// Stubs for instructure/canvas-ios shared by its rows (r707–r709): the Core module's fonts (Lato at the
// named sizes), its asset colours (light and dark values of Core's colour sets), the icon images, the
// `.core` bundle, the SwiftUI environment's AppEnvironment and view controller, the router and its route
// options, and the identifier modifier. Our own test doubles with the app's names.
import SwiftUI
import CoreData

extension Font {
    static var regular10: Font { .custom("Lato-Regular", size: 10) }
    static var regular12: Font { .custom("Lato-Regular", size: 12) }
    static var regular14: Font { .custom("Lato-Regular", size: 14) }
    static var regular16: Font { .custom("Lato-Regular", size: 16) }
    static var semibold16: Font { .custom("Lato-Bold", size: 16) }
}

private func coreColor(_ light: UInt32, _ dark: UInt32) -> Color {
    func ui(_ v: UInt32) -> UIColor {
        UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
    }
    return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? ui(dark) : ui(light) })
}

extension Color {
    static let textDark = coreColor(0x66717C, 0x818991)
    static let textDarkest = coreColor(0x273540, 0xFFFFFF)
    static let textLightest = coreColor(0xFFFFFF, 0x0F1316)
    static let backgroundInfo = coreColor(0x2B7ABC, 0x5089D6)
    static let backgroundLightest = coreColor(0xFFFFFF, 0x0F1316)
    static let borderMedium = coreColor(0x9EA6AD, 0x565D64)
}

extension ShapeStyle where Self == Color {
    static var textDark: Color { Color.textDark }
    static var textDarkest: Color { Color.textDarkest }
    static var textLightest: Color { Color.textLightest }
    static var backgroundInfo: Color { Color.backgroundInfo }
    static var backgroundLightest: Color { Color.backgroundLightest }
    static var borderMedium: Color { Color.borderMedium }
}

extension Bundle {
    /// The Core framework's bundle (the app's: here, the main bundle).
    static let core = Bundle.main
}

extension Image {
    static var xLine: Image { Image("xLine", bundle: .core) }
    static var xSolid: Image { Image("xSolid", bundle: .core) }
    static var infoLine: Image { Image("infoLine", bundle: .core) }
    static var announcementLine: Image { Image("announcementLine", bundle: .core) }
    static var assignmentLine: Image { Image("assignmentLine", bundle: .core) }
    static var discussionLine: Image { Image("discussionLine", bundle: .core) }
}

extension View {
    /// The accessibility identifier UI tests find the view by.
    func identifier(_ identifier: String?) -> some View {
        accessibilityIdentifier(identifier ?? "")
    }
}

enum RouteOptions: Equatable {
    case push
    case detail
    case modal(_ style: UIModalPresentationStyle? = nil, isDismissable: Bool = true, embedInNav: Bool = false,
               addDoneButton: Bool = false, animated: Bool = true)
}

/// A weak reference to the hosting view controller.
final class WeakViewController {
    weak var value: UIViewController?
    init(_ value: UIViewController? = nil) { self.value = value }
}

final class Router {
    private(set) var routed: [String] = []
    func route(to url: String, from: WeakViewController, options: RouteOptions = .push) { routed.append(url) }
    func route(to url: URL, from: WeakViewController, options: RouteOptions = .push) { routed.append(url.absoluteString) }
}

extension NSPersistentContainer {
    /// Runs `block` on a background context and saves (the app's write helper).
    func performWriteTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(viewContext)
    }
}

final class AppEnvironment {
    static let shared = AppEnvironment()
    let router = Router()
    let database = NSPersistentContainer(name: "Database")
}

private struct AppEnvironmentKey: EnvironmentKey {
    static let defaultValue = AppEnvironment.shared
}

private struct ViewControllerKey: EnvironmentKey {
    static let defaultValue = WeakViewController()
}

extension EnvironmentValues {
    var appEnvironment: AppEnvironment {
        get { self[AppEnvironmentKey.self] }
        set { self[AppEnvironmentKey.self] = newValue }
    }
    var viewController: WeakViewController {
        get { self[ViewControllerKey.self] }
        set { self[ViewControllerKey.self] = newValue }
    }
}
