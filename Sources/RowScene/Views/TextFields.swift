// Text entry as a row shows it at rest: the text, or the placeholder in the tertiary label
// color; `.roundedBorder` draws the field's 5 pt rounded outline. (No caret: nothing has focus.)

/// A one-line text field (`TextField`), showing its text or placeholder.
public struct TextField<Label: View>: View {
    /// What an empty field shows: its prompt, else its title.
    let placeholder: Text
    let text: Binding<String>
    @Environment(\.textFieldStyle) var style
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
        let value = text.wrappedValue
        let content = Group {
            if value.isEmpty {
                placeholder.foregroundStyle(Color(UIColor.placeholderText))
            } else {
                Text(verbatim: value)
            }
        }
        .lineLimit(1)
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

public enum TextFieldStyleKind: Sendable, Hashable { case automatic, plain, roundedBorder }
public protocol TextFieldStyle { var kind: TextFieldStyleKind { get } }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .automatic } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .plain } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .roundedBorder } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

extension View {
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { EnvironmentModifier(content: self) { $0.textFieldStyle = style.kind } }
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
