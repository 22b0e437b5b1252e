import SwiftUI
import Defaults
import Observation
// Stubs for p0deje/Maccy Maccy/Views/HistoryItemView.swift (what the row uses from elsewhere in its app).

extension Defaults.Keys {
  static let showApplicationIcons = Key<Bool>("showApplicationIcons", default: false)
  static let showHexColorSwatch = Key<Bool>("showHexColorSwatch", default: true)
}

/// The icon of the app an item was copied from (the app looks it up with NSWorkspace).
class ApplicationImage {
  let bundleIdentifier: String?
  private var image: NSImage?

  init(bundleIdentifier: String?, image: NSImage? = nil) {
    self.bundleIdentifier = bundleIdentifier
    self.image = image
  }

  var nsImage: NSImage {
    image ?? NSImage(systemSymbolName: "questionmark.app.dashed", accessibilityDescription: nil)!
  }
}

/// ⌘1…⌘9 and friends shown at the end of a row (the app's key is a Sauce.Key).
struct KeyShortcut: Identifiable {
  let id = UUID()
  var key: String?
  var modifierFlags: NSEvent.ModifierFlags = [.command]

  var description: String {
    guard let key else { return "" }
    var symbols = ""
    if modifierFlags.contains(.control) { symbols += "⌃" }
    if modifierFlags.contains(.option) { symbols += "⌥" }
    if modifierFlags.contains(.shift) { symbols += "⇧" }
    if modifierFlags.contains(.command) { symbols += "⌘" }
    return symbols + key.capitalized
  }

  func isVisible(_ all: [KeyShortcut], _ pressedModifierFlags: NSEvent.ModifierFlags) -> Bool {
    if all.count == 1 { return true }
    if modifierFlags == [.command], pressedModifierFlags.isEmpty { return true }
    return modifierFlags == pressedModifierFlags
  }
}

@Observable
class ModifierFlags {
  var flags: NSEvent.ModifierFlags = []
}

@Observable
class NavigationManager {
  var isKeyboardNavigating = false
  var isMultiSelectInProgress = false
  var hoverSelectionWhileKeyboardNavigating: UUID?
  var selection: [UUID] = []
  func selectWithoutScrolling(id: UUID) { selection = [id] }
}

@Observable
class Popup {
  static let cornerRadius: CGFloat = 7
  static let itemHeight: CGFloat = 24
}

struct AppImageView: View {
  let appImage: ApplicationImage
  let size: CGSize

  var body: some View {
    Image(nsImage: appImage.nsImage)
      .resizable()
      .frame(width: size.width, height: size.height)
  }
}

struct ListItemTitleView<Title: View>: View {
  var attributedTitle: AttributedString?
  @ViewBuilder var title: () -> Title

  var body: some View {
    if let attributedTitle {
      Text(attributedTitle)
        .lineLimit(1)
        .truncationMode(.middle)
    } else {
      title()
        .lineLimit(1)
        .truncationMode(.middle)
    }
  }
}

struct KeyboardShortcutView: View {
  var shortcut: KeyShortcut?

  var body: some View {
    Text(shortcut?.description ?? "")
      .lineLimit(1)
      .opacity(shortcut == nil ? 0 : 0.7)
  }
}

extension View {
  /// Selects the row when the pointer moves over it (the app's HoverSelectionModifier does
  /// that with .onHover; the stub leaves it out).
  func hoverSelectionId(_ id: UUID) -> some View {
    self
  }
}

extension View {
  /// A button for both a click and VoiceOver activation.
  func buttonAction(_ action: @escaping () -> Void) -> some View {
    self
      .accessibilityAddTraits(.isButton)
      .onTapGesture(perform: action)
  }
}

/// A clipboard history entry (SwiftData model in the app).
final class HistoryItem {
  var title: String
  var application: String?
  var pin: String?
  init(title: String, application: String? = nil, pin: String? = nil) {
    self.title = title
    self.application = application
    self.pin = pin
  }
}

@Observable
class HistoryItemDecorator: Identifiable, Hashable {
  static func == (lhs: HistoryItemDecorator, rhs: HistoryItemDecorator) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  let id = UUID()
  var title: String = ""
  var attributedTitle: AttributedString?
  var selectionIndex: Int = -1
  var isSelected: Bool { selectionIndex != -1 }
  var shortcuts: [KeyShortcut] = []
  var thumbnailImage: NSImage?
  var applicationImage: ApplicationImage
  private(set) var item: HistoryItem
  var isPinned: Bool { item.pin != nil }
  var multiSelectionIndex: Int? { nil }
  var accessibilityLabel: String { [title, item.application].compactMap { $0 }.joined(separator: ", ") }

  init(_ item: HistoryItem, shortcuts: [KeyShortcut] = []) {
    self.item = item
    self.shortcuts = shortcuts
    self.title = item.title
    self.applicationImage = ApplicationImage(bundleIdentifier: item.application)
  }

  @MainActor func ensureThumbnailImage() {}
}

@Observable
class History {
  var items: [HistoryItemDecorator] = []
  @MainActor func select(_ item: HistoryItemDecorator?, flags: NSEvent.ModifierFlags) {}
  @MainActor func togglePin(_ item: HistoryItemDecorator?) {}
  @MainActor func delete(_ item: HistoryItemDecorator?) {}
}

extension NavigationManager {
  func addToSelection(item: HistoryItemDecorator) { selection.append(item.id) }
}

@Observable
class AppState {
  static let shared = AppState()
  let multiSelectionEnabled = false
  var navigator = NavigationManager()
  var history = History()
}

/// A small swatch for "#RRGGBB" items (nil for anything else).
enum ColorImage {
  static func from(_ colorHex: String) -> NSImage? {
    guard colorHex.hasPrefix("#"), colorHex.count == 7 else { return nil }
    return NSImage(systemSymbolName: "square.fill", accessibilityDescription: colorHex)
  }
}

/// The selection shape between neighbouring selected rows (declared in ListItemView.swift).
enum SelectionAppearance {
  case none
  case topConnection
  case bottomConnection
  case topBottomConnection
}

/// One row of the list (Maccy/Views/ListItemView.swift, another corpus row); a plain version.
struct ListItemView<Title: View, ID: Hashable>: View {
  var id: ID
  var selectionId: UUID
  var appIcon: ApplicationImage?
  var image: NSImage?
  var accessoryImage: NSImage?
  var attributedTitle: AttributedString?
  var shortcuts: [KeyShortcut]
  var isSelected: Bool
  var selectionIndex: Int?
  var help: LocalizedStringKey?
  var selectionAppearance: SelectionAppearance = .none
  var accessibilityLabel: String = ""
  @ViewBuilder var title: () -> Title

  var body: some View {
    HStack(spacing: 0) {
      ListItemTitleView(attributedTitle: attributedTitle, title: title)
        .padding(.horizontal, 10)
      Spacer()
      ForEach(shortcuts) { KeyboardShortcutView(shortcut: $0) }
    }
    .frame(minHeight: Popup.itemHeight)
    .foregroundStyle(isSelected ? Color.white : .primary)
    .background(isSelected ? Color.accentColor.opacity(0.8) : .white.opacity(0.001))
  }
}
