import SwiftUI
import Observation
// Stubs for p0deje/Maccy Maccy/Views/FooterItemView.swift (what the row uses from elsewhere in its app).
// (The app's KeyShortcut keeps NSEvent.ModifierFlags and its ListItemView takes NSImages; this row
// touches neither, so the stubs here use plain stand-ins and stay free of AppKit.)

struct KeyShortcut: Identifiable {
  struct Modifiers: OptionSet {
    let rawValue: Int
    static let command = Modifiers(rawValue: 1)
    static let option = Modifiers(rawValue: 2)
    static let shift = Modifiers(rawValue: 4)
  }
  let id = UUID()
  var key: String?
  var modifierFlags: Modifiers = [.command]
  var description: String { (modifierFlags.contains(.command) ? "⌘" : "") + (key?.capitalized ?? "") }
}

@Observable
class FooterItem: Equatable, Identifiable {
  static func == (lhs: FooterItem, rhs: FooterItem) -> Bool { lhs.id == rhs.id }
  let id = UUID()
  var title: String
  var shortcuts: [KeyShortcut] = []
  var isSelected: Bool = false
  var showConfirmation: Bool = false
  var action: () -> Void

  init(title: String, shortcuts: [KeyShortcut] = [], action: @escaping () -> Void) {
    self.title = title
    self.shortcuts = shortcuts
    self.action = action
  }
}

enum SlideoutState {
  case closed, opening, open, closing
  var isOpen: Bool { self == .open || self == .opening }
}

@Observable
class SlideoutController {
  var state: SlideoutState = .closed
  func togglePreview() { state = state.isOpen ? .closed : .open }
}

@Observable
class AppState {
  static let shared = AppState()
  var preview = SlideoutController()
}

/// Runs the item's action on click (the app asks first when the item needs a confirmation).
struct ConfirmationView<Content: View>: View {
  @Bindable var item: FooterItem
  @ViewBuilder let content: () -> Content

  var body: some View {
    content()
      .onTapGesture { item.action() }
  }
}

/// One row of the popup list (Maccy/Views/ListItemView.swift, another corpus row); a plain version.
struct ListItemView<Title: View, ID: Hashable>: View {
  var id: ID
  var selectionId: UUID
  var shortcuts: [KeyShortcut]
  var isSelected: Bool
  var accessibilityLabel: String = ""
  @ViewBuilder var title: () -> Title

  var body: some View {
    HStack(spacing: 0) {
      title()
        .lineLimit(1)
        .padding(.horizontal, 10)
      Spacer()
      ForEach(shortcuts) { Text($0.description).opacity(0.7) }
        .padding(.trailing, 10)
    }
    .frame(minHeight: 24)
    .foregroundStyle(isSelected ? Color.white : .primary)
    .background(isSelected ? Color.accentColor.opacity(0.8) : .white.opacity(0.001))
  }
}
