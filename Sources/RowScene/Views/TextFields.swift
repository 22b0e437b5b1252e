// Text entry as a row shows it at rest: the text, or the placeholder in the tertiary label
// color; `.roundedBorder` draws the field's 5 pt rounded outline. (No caret: nothing has focus.)

/// A one-line text field (`TextField`), showing its text or placeholder.
public struct TextField<Label: View>: View {
    /// What an empty field shows: its prompt, else its title.
    let placeholder: Text
    let text: Binding<String>
    /// Whether this is the field a text field style draws around (`configuration`): drawn
    /// as it is, not handed to the style again.
    var isStyleConfiguration = false
    @Environment(\.textFieldStyle) var style
    @Environment(\.textFieldStyleBody) var styleBody
    init(placeholder: Text, text: Binding<String>) { self.placeholder = placeholder; self.text = text }
    init(placeholder: String, text: Binding<String>) { self.init(placeholder: Text(verbatim: placeholder), text: text) }
    /// A field labelled by a view (the label names the field for accessibility; the prompt shows).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt ?? Text(verbatim: ""), text: text)
    }
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(placeholder: prompt ?? Text(verbatim: ""), text: text)
    }
    public var body: some View {
        if isStyleConfiguration { return AnyView(field) }
        var configuration = TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text)
        configuration.isStyleConfiguration = true
        return styleBody.make(configuration, key: \.textFieldStyleBody)
    }
    /// How much taller iOS's field is than a line of its text: UIKit's text field sets its line
    /// in a box 1.85 pt taller than the font's line height (then on the pixel grid), so a body
    /// field is 22 pt tall (34 with `.roundedBorder`'s 6 pt above and below) and one at 16 pt
    /// 21 pt. Fitted to iOS references of one field at all twelve Dynamic Type sizes, xSmall to
    /// accessibility5 (oracle o487–o500, @3x): every height matches.
    static var lineBoxExtra: Double { 1.85 }
    private var field: some View {
        let value = text.wrappedValue
        let content = Group {
            if value.isEmpty {
                placeholder.foregroundStyle(Color(UIColor.placeholderText))
            } else {
                Text(verbatim: value)
            }
        }
        .lineLimit(1)
        .padding(.vertical, TextField.lineBoxExtra / 2)
        .frame(maxWidth: .infinity, alignment: .leading)
        return Group {
            if style == .roundedBorder {
                content.padding(.horizontal, 7).frame(minHeight: 34)
                    .background(RoundedRectangle(cornerRadius: 5).fill(Color(UIColor.systemBackground)))
                    .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(UIColor.systemGray4), lineWidth: 0.5))
            } else {
                content
            }
        }
    }
}
extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(placeholder: Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(placeholder: String(title), text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(placeholder: prompt ?? Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: text)
    }
    /// The older forms that report editing and the return key (a frame has no keyboard: never called).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(placeholder: Text(titleKey), text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(placeholder: Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(placeholder: String(title), text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(placeholder: String(title), text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(placeholder: Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(placeholder: String(title), text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(placeholder: prompt ?? Text(titleKey), text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: text)
    }
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        let v = value.wrappedValue
        self.init(placeholder: title, text: .constant(format.format(v)))
    }
}
/// A secure field shows dots for its text.
public struct SecureField<Label: View>: View {
    let placeholder: Text
    let text: Binding<String>
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        placeholder = prompt ?? Text(verbatim: ""); self.text = text
    }
    init(placeholder: Text, text: Binding<String>) { self.placeholder = placeholder; self.text = text }
    public var body: some View {
        TextField<Text>(placeholder: placeholder, text: .constant(String(repeating: "\u{2022}", count: text.wrappedValue.count)))
    }
}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(placeholder: Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(placeholder: Text(verbatim: String(title)), text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(placeholder: prompt ?? Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(placeholder: prompt ?? Text(verbatim: String(title)), text: text)
    }
}
/// A multi-line text editor: its text, wrapping.
public struct TextEditor: View {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    public var body: some View { Text(verbatim: text.wrappedValue).frame(maxWidth: .infinity, alignment: .topLeading) }
}

/// How a text field itself is drawn: the built-in styles.
public enum TextFieldStyleKind: Sendable, Hashable { case automatic, plain, roundedBorder }
/// A text field style (`TextFieldStyle`). An app's own style puts views around the field it is
/// given, `_body(configuration:)`, as SwiftUI's underscored requirement has it; the field given
/// is drawn plain.
@MainActor @preconcurrency public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    func _body(configuration: TextField<_Label>) -> _Body
}
/// The label of the field a text field style is given.
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}
/// A built-in style: it draws the field itself, by kind (its body is the field as it is).
protocol BuiltInTextFieldStyle { nonisolated var kind: TextFieldStyleKind { get } }
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    nonisolated var kind: TextFieldStyleKind { .automatic }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    nonisolated var kind: TextFieldStyleKind { .plain }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    public init() {}
    nonisolated var kind: TextFieldStyleKind { .roundedBorder }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

extension View {
    /// A built-in style sets how the field is drawn; an app's own draws it plain, inside its body.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let style = UncheckedSendable(style)
        return EnvironmentModifier(content: self) { environment in
            if let builtIn = style.value as? any BuiltInTextFieldStyle {
                environment.textFieldStyle = builtIn.kind
                environment.textFieldStyleBody = AnyStyle(body: { $0 })
            } else {
                environment.textFieldStyle = .plain
                environment.textFieldStyleBody = AnyStyle(body: { style.value._body(configuration: $0) }, over: environment.textFieldStyleBody)
            }
        }
    }
    // How the keyboard behaves (no keyboard is shown in a frame).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { Inert(content: self) }
    nonisolated public func autocorrectionDisabled(_ disabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { Inert(content: self) }
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { Inert(content: self) }
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { Inert(content: self) }
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { Inert(content: self) }
    nonisolated public func submitLabel(_ label: SubmitLabel) -> some View { Inert(content: self) }
    nonisolated public func onSubmit(of triggers: Int = 0, _ action: @escaping () -> Void) -> some View { Inert(content: self) }
}
public enum SubmitLabel: Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable, Hashable {
    let rawValue: Int
    public static let never = TextInputAutocapitalization(rawValue: 0), words = TextInputAutocapitalization(rawValue: 1)
    public static let sentences = TextInputAutocapitalization(rawValue: 2), characters = TextInputAutocapitalization(rawValue: 3)
    public init?(_ type: UITextAutocapitalizationType) { self.init(rawValue: type.rawValue) }
    init(rawValue: Int) { self.rawValue = rawValue }
}
