import Foundation

/// A label that shows or hides its content (`DisclosureGroup`), drawn by the environment's
/// disclosure group style (by default: the label, then a small semibold `chevron.right` in the
/// tint at the trailing edge, turned down when expanded; the content below it when expanded;
/// tapping the row toggles it). Collapsed unless `isExpanded` says otherwise.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        style.make(DisclosureGroupStyleConfiguration(label: .init(content: label), content: .init(content: content),
                                                     isExpanded: isExpanded ?? $expandedHere), key: \.disclosureGroupStyle)
    }
}

/// What a disclosure group style draws from: the label, the content, and whether it is expanded.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = StyleContent
    public typealias Content = StyleContent
    public let label: Label
    public let content: Content
    @Binding public var isExpanded: Bool
    init(label: Label, content: Content, isExpanded: Binding<Bool>) { self.label = label; self.content = content; _isExpanded = isExpanded }
}

/// How a disclosure group draws (`disclosureGroupStyle(_:)`).
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's disclosure group: the label with the chevron at the trailing edge, the content below.
public nonisolated struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { configuration.isExpanded.toggle() }
            if configuration.isExpanded {
                VStack(alignment: .leading, spacing: nil) { configuration.content }.padding(.top, 8)
            }
        }
    }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
public typealias AnyDisclosureGroupStyle = AnyStyle<DisclosureGroupStyleConfiguration>
extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}
extension View {
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.disclosureGroupStyle = AnyDisclosureGroupStyle(style, over: $0.disclosureGroupStyle) }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(verbatim: String(title)) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(verbatim: String(title)) }
    }
}

/// A tree of rows (`OutlineGroup`, `List(_:children:)`'s rows): each element, and under an
/// element with children a disclosure group of them — collapsed, as SwiftUI shows an outline
/// until the user opens it.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let leaf: (Data.Element) -> Leaf

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data; self.id = id; self.children = children; leaf = content
    }

    public var body: some View {
        ForEach(data, id: id) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    AnyView(OutlineGroup(kids, id: id, children: children, content: leaf))
                } label: { leaf(element) }
            } else {
                leaf(element)
            }
        }
    }
}
extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}
