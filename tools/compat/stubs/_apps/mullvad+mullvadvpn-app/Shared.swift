// Stubs for mullvad/mullvadvpn-app (r902, r903, r947), the iOS app: its palette (UI appearance/UIColor+Palette.swift)
// and the `color` bridge (Extensions/UIColor+Helpers.swift), the metrics the rows read (UIMetrics.swift), its
// body font (Font+Mullvad.swift), the asset images the rows name (Extensions/Image+Assets.swift and Xcode's
// generated image resources), the feature chips' model (ChipModel.swift, ChipFeature.swift), the switch style
// (Views/CustomToggleStyle.swift), the tap-area helper, accessibility identifiers and the preview wrapper.
// Our own test doubles with the app's names and values.
import SwiftUI
import UIKit

extension UIColor {
    static let primaryColor = UIColor(red: 0.16, green: 0.30, blue: 0.45, alpha: 1.0)
    static let secondaryColor = UIColor(red: 0.10, green: 0.18, blue: 0.27, alpha: 1.0)
    static let dangerColor = UIColor(red: 0.89, green: 0.25, blue: 0.22, alpha: 1.0)
    static let successColor = UIColor(red: 0.27, green: 0.68, blue: 0.30, alpha: 1.0)
    static let primaryTextColor = UIColor.white

    enum Switch {
        static let onThumbColor = successColor
        static let offThumbColor = dangerColor
    }

    var color: Color { Color(self) }
}

enum UIMetrics {
    enum Button {
        static let minimumTappableAreaSize = CGSize(width: 44, height: 44)
    }

    enum SettingsRowView {
        static let cornerRadius: CGFloat = 10
        static let layoutMargins = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        static let footerLayoutMargins = EdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
    }

    enum FeatureIndicators {
        static let chipViewHorizontalPadding: CGFloat = 8
        static let chipViewIconTextSpacing: CGFloat = 2
    }
}

extension Font {
    static var mullvadSmall: Font { .body }
}

extension Image {
    static let mullvadIconMultihopWhenNeeded = Image("IconMultihopWhenNeeded")
}

extension ImageResource {
    static let iconInfo = ImageResource(name: "IconInfo", bundle: .main)
}

enum FeatureType {
    case daita, multihop, quantumResistance, obfuscation, dns, ipOverrides, includeAllNetworks, localNetworkSharing, ipVersion
}

struct ChipModel: Identifiable {
    var id: FeatureType
    let name: String
    var icon: Image? = nil
}

public enum AccessibilityIdentifier: Equatable {
    case daitaSwitch
    case multihopSwitch
    case localNetworkSharingSwitch

    public var asString: String { "\(self)" }
}

extension View {
    func adjustingTapAreaSize() -> some View {
        frame(minWidth: UIMetrics.Button.minimumTappableAreaSize.width,
              minHeight: UIMetrics.Button.minimumTappableAreaSize.height)
            .contentShape(Rectangle())
    }
}

struct CustomToggleStyle: ToggleStyle {
    var disabled = false
    let accessibilityId: AccessibilityIdentifier?
    var infoButtonAction: (() -> Void)?

    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: configuration.isOn ? .trailing : .leading) {
            Capsule()
                .stroke(Color.white.opacity(0.8), lineWidth: 2)
                .frame(width: 48, height: 30)
                .opacity(disabled ? 0.2 : 1)
            Circle()
                .fill(Color(uiColor: configuration.isOn ? UIColor.Switch.onThumbColor : UIColor.Switch.offThumbColor))
                .frame(width: 23, height: 23)
                .padding(3)
                .opacity(disabled ? 0.4 : 1)
        }
        .onTapGesture { configuration.isOn.toggle() }
        .accessibilityIdentifier(accessibilityId?.asString ?? "")
    }
}

struct StatefulPreviewWrapper<Value, Content: View>: View {
    @State var value: Value
    var content: (Binding<Value>) -> Content

    init(_ value: Value, content: @escaping (Binding<Value>) -> Content) {
        self._value = State(wrappedValue: value)
        self.content = content
    }

    var body: some View { content($value) }
}
