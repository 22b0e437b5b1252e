import SwiftUI
// Stubs for tangem/tangem-app-ios-public shared by its rows: the design system the rows read —
// Colors (generated from the asset catalogue; the few colours used, light and dark values guessed
// from the app's look), Fonts (Common/Appearance/Fonts.swift, the static text styles) and
// View.style(_:color:) (Common/Extensions/View+.swift) — plus BindingValue with connect(state:to:)
// (Common/Types/BindingValue.swift), Setupable (Common/UI/Types/Setupable.swift), GeometryEffect and
// matchedGeometryEffect(_:) (Common/UI/Types/GeometryEffect.swift, View+.swift), TangemButton and
// TangemButtonStyle (Common/UI/Buttons, reduced to the plain label and the colour/layout styles)
// and Localization's string (generated from Localizable.strings).

private func dynamic(light: UIColor, dark: UIColor) -> Color {
    Color(UIColor { $0.userInterfaceStyle == .dark ? dark : light })
}

enum Colors {
    enum Text {
        static let primary1 = dynamic(light: UIColor(red: 0.12, green: 0.12, blue: 0.12, alpha: 1), dark: .white)
        static let secondary = dynamic(light: UIColor(red: 0.56, green: 0.57, blue: 0.59, alpha: 1), dark: UIColor(red: 0.56, green: 0.57, blue: 0.59, alpha: 1))
        static let disabled = dynamic(light: UIColor(red: 0.79, green: 0.80, blue: 0.81, alpha: 1), dark: UIColor(red: 0.36, green: 0.36, blue: 0.38, alpha: 1))
    }

    enum Control {
        static let checked = dynamic(light: UIColor(red: 0.0, green: 0.44, blue: 0.96, alpha: 1), dark: UIColor(red: 0.04, green: 0.52, blue: 1.0, alpha: 1))
    }

    enum Button {
        static let secondary = dynamic(light: UIColor(red: 0.93, green: 0.93, blue: 0.94, alpha: 1), dark: UIColor(red: 0.22, green: 0.22, blue: 0.24, alpha: 1))
    }

    enum Background {
        static let secondary = dynamic(light: UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1), dark: .black)
    }
}

enum Fonts {
    enum Regular {
        static let callout = Font.system(size: 16)
        static let footnote = Font.system(size: 13)
        static let subheadline = Font.system(size: 15)
        static let caption1 = Font.system(size: 12)
        static let body = Font.system(size: 17)
    }

    enum Bold {
        static let body = Font.system(size: 17, weight: .semibold)
    }
}

extension View {
    func style(_ font: Font, color: Color) -> some View {
        self.font(font).foregroundColor(color)
    }

    func connect<V: Equatable>(state: Binding<V>, to binding: BindingValue<V>) -> some View {
        onChange(of: state.wrappedValue) { newValue in
            if binding.value != newValue {
                binding.value = newValue
            }
        }
    }

    @ViewBuilder
    func matchedGeometryEffect(_ effect: GeometryEffect?) -> some View {
        if let effect {
            matchedGeometryEffect(id: effect.id, in: effect.namespace, isSource: effect.isSource)
        } else {
            self
        }
    }
}

struct BindingValue<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    var value: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    static func constant(_ value: Value) -> BindingValue<Value> {
        .init(get: { value }, set: { _ in })
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
}

extension BindingValue: Equatable where Value: Equatable {
    static func == (lhs: BindingValue<Value>, rhs: BindingValue<Value>) -> Bool { lhs.value == rhs.value }
}

extension BindingValue: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

public protocol Setupable {
    func map(_ closure: (inout Self) -> Void) -> Self
}

public extension Setupable {
    func map(_ closure: (inout Self) -> Void) -> Self {
        var copy = self
        closure(&copy)
        return copy
    }
}

struct GeometryEffect: Hashable {
    let id: String
    let namespace: Namespace.ID
    let isSource: Bool

    init(id: String, namespace: Namespace.ID, isSource: Bool = true) {
        self.id = id
        self.namespace = namespace
        self.isSource = isSource
    }
}

struct TangemButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .lineLimit(2)
        }
    }
}

enum ButtonLayout {
    case small
    case thinHorizontal

    var idealWidth: CGFloat? { self == .thinHorizontal ? 109 : 95 }
    var height: CGFloat? { self == .thinHorizontal ? 32 : 46 }
}

enum ButtonColorStyle {
    case black
    case gray

    var bgColor: Color { self == .gray ? Colors.Button.secondary : Color(red: 0.1, green: 0.1, blue: 0.1) }
    var fgColor: Color { self == .gray ? Colors.Text.primary1 : .white }
}

struct TangemButtonStyle: ButtonStyle {
    var colorStyle: ButtonColorStyle = .black
    var layout: ButtonLayout = .small
    var font: Font = .system(size: 17, weight: .semibold, design: .default)
    var paddings: CGFloat = 8
    var cornerRadius: CGFloat = 14

    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 0) {
            configuration.label
        }
        .padding(.horizontal, paddings)
        .font(font)
        .foregroundColor(colorStyle.fgColor)
        .frame(minWidth: layout.idealWidth, idealWidth: layout.idealWidth, idealHeight: layout.height)
        .fixedSize(horizontal: false, vertical: true)
        .background(colorStyle.bgColor)
        .cornerRadius(cornerRadius)
        .multilineTextAlignment(.center)
    }
}

enum Localization {
    static let commonDisconnect = "Disconnect"
}
