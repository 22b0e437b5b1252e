import SwiftUI
import Defaults
import Observation
// Stubs for p0deje/Maccy Maccy/Views/ListItemView.swift (what the row uses from elsewhere in its app).

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

@Observable
class AppState {
  static let shared = AppState()
  let multiSelectionEnabled = false
  var navigator = NavigationManager()
}
