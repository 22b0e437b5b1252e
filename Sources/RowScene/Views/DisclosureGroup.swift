import Foundation

/// A label with a disclosure chevron that shows or hides its content (`DisclosureGroup`): the
/// label, then a small semibold `chevron.right` in the tint at the trailing edge, turned down
/// when expanded; the content below it when expanded. Tapping the row toggles it. Collapsed
/// unless `isExpanded` says otherwise.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label(); self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? expandedHere
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
            }
            if expanded {
                VStack(alignment: .leading, spacing: nil) { content }.padding(.top, 8)
            }
        }
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
