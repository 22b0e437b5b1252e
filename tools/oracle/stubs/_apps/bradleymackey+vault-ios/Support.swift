import SwiftUI
import VaultFeed

// Stubs for what vault-ios's tile and pill views use from the rest of VaultiOS (at 0c43829f),
// with the app's values.

// Views/Previews/VaultItemViewBehaviour.swift.
public enum VaultItemViewBehaviour: Equatable {
    case normal
    case editingState(message: String?)
}

// LocalizedString.swift: the English strings of the Feed table the tiles can show.
func localized(key: String, comment: StaticString = "") -> String {
    switch key {
    case "code.accountNamePlaceholder": "No account"
    case "code.updateRequired": "Code expired"
    default: key
    }
}

// Utilities/VaultItemColor+Environment.swift: the colour as SwiftUI and UIKit colours.
extension VaultItemColor {
    init(color: Color) {
        let c = color.light
        self.init(red: c.red, green: c.green, blue: c.blue)
    }
    var color: Color { Color(red: red, green: green, blue: blue) }
}

// Views/General/Color+Constrast.swift: perceived brightness of the (light) colour.
extension Color {
    var percievedBrightness: Double {
        let c = light
        return 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
    }
}

// Views/General/TagIconView.swift.
struct TagIconView: View {
    var iconName: String?
    var body: some View {
        Image(systemName: iconName ?? VaultItemTag.defaultIconName)
    }
}

// Views/Previews/PreviewErrorIcon.swift.
struct PreviewErrorIcon: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .foregroundColor(.red)
    }
}

// Views/Previews/VaultCardModifier.swift: the tile card, a continuous 12 pt rounded rectangle
// with a 2 pt border of the item colour at 30 %.
struct VaultCardModifier: ViewModifier {
    struct Configuration {
        enum Style {
            case prominent
            case secondary
        }
        var style: Style
        var border: Color
        var padding: EdgeInsets = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    var configuration: Configuration

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: 12, style: .continuous)
        return content
            .padding(configuration.padding)
            .background(configuration.style == .prominent ? Color.blue : Color(UIColor.secondarySystemBackground))
            .clipShape(shape)
            .overlay(shape.stroke(configuration.style == .prominent ? Color.clear : configuration.border.opacity(0.3), lineWidth: 2))
    }
}

// Views/General/LoadingBarLabel.swift.
struct LoadingBarLabel: View {
    var text: String
    var body: some View {
        Text(text)
            .lineLimit(1)
            .truncationMode(.tail)
            .textCase(.uppercase)
            .font(.system(size: 7, weight: .semibold))
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .shadow(color: .black, radius: 10)
    }
}

// Views/TimerBar/CodeStateTimerBarView.swift: the timer bar with a label over it when the code
// cannot be shown.
struct CodeStateTimerBarView<Timer: View>: View {
    var timerView: Timer
    var codeState: OTPCodeState
    var behaviour: VaultItemViewBehaviour

    var body: some View {
        ZStack(alignment: .leading) {
            timerView
            if let label {
                LoadingBarLabel(text: label)
            }
        }
    }

    private var label: String? {
        switch behaviour {
        case let .editingState(message):
            return message
        case .normal:
            switch codeState {
            case .obfuscated(.expiry): return localized(key: "code.updateRequired")
            case .obfuscated(.privacy): return nil
            case let .error(error, _): return error.userTitle
            case .locked: return "Code locked"
            case .visible, .notReady, .finished: return nil
            }
        }
    }
}

// Views/General/Shimmer.swift: an animated mask while editing. The tiles measured here are not
// editing, so the stand-in applies it only when active, as a fixed diagonal fade.
extension View {
    @ViewBuilder func shimmering(active: Bool = true) -> some View {
        if active {
            mask(LinearGradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)],
                                startPoint: .topLeading, endPoint: .bottomTrailing))
        } else {
            self
        }
    }
}
