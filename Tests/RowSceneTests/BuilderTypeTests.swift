import Testing
import SwiftUI
import RowTestSupport

/// A view builder gives SwiftUI's result types where code can see them: one view is that view,
/// so generic rows written for SwiftUI type-check (before, every builder result was a list).
private struct Titled<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label = { EmptyView() }) {
        self.content = content(); self.label = label()
    }
    init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
        self.init { content() } label: { Text(title) }
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label.layoutTag("label")
            content
        }
    }
}

@MainActor @Suite struct BuilderTypeTests {
    @Test func oneViewIsThatViewsType() throws {
        func single(@ViewBuilder _ make: () -> Text) -> Text { make() }
        _ = single { Text("a") }
        let none = Titled { Text("body") }
        #expect(type(of: none.label) == EmptyView.self)
        let titled = Titled("Title") { Text("body") }
        #expect(type(of: titled.label) == Text.self)
        let layout = try TestSupport.renderer.layout(RenderRequest(titled, width: 200))
        #expect((layout.frames["label"]?.height ?? 0) > 10)
    }

    /// An `if` without `else` and an `if`/`else` still give each side its own identity (a side
    /// that comes and goes appears and disappears) and lay out in order.
    @Test func conditionalsAndOptionalsStillListInOrder() throws {
        func rows(_ flag: Bool, _ name: String?) -> some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 10).layoutTag("a")
                if let name { Text(name).layoutTag("name"); Color.blue.frame(height: 10).layoutTag("b") }
                if flag { Color.green.frame(height: 10).layoutTag("c") } else { Color.gray.frame(height: 20).layoutTag("d") }
            }
        }
        let both = try TestSupport.renderer.layout(RenderRequest(rows(true, "x"), width: 100))
        #expect(both.frames["a"]!.y < both.frames["name"]!.y && both.frames["name"]!.y < both.frames["b"]!.y && both.frames["b"]!.y < both.frames["c"]!.y)
        let neither = try TestSupport.renderer.layout(RenderRequest(rows(false, nil), width: 100))
        #expect(neither.frames["name"] == nil && neither.frames["d"]!.y == 10)
    }
}

/// A modifier of several views applies to each of them, as SwiftUI's view lists do: in a stack,
/// `Group { A; B }.padding()` is two padded children, one below the other (before, the two
/// were drawn on top of each other inside one padded child).
@MainActor @Suite struct ModifiedListTests {
    @Test func aGroupsModifierAppliesToEachChild() throws {
        let view = VStack(spacing: 0) {
            Group {
                Color.red.frame(height: 10).layoutTag("a")
                Color.blue.frame(height: 10).layoutTag("b")
            }
            .padding(5)
        }
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 100))
        #expect(layout.frames["a"]?.y == 5 && layout.frames["b"]?.y == 25)
        #expect(layout.size.height == 40)
    }

    @Test func aForEachsAndAnIfsModifiersApplyToEachElement() throws {
        @ViewBuilder func pair(_ flag: Bool) -> some View {
            if flag {
                Color.red.frame(height: 10).layoutTag("x")
                Color.blue.frame(height: 10).layoutTag("y")
            }
        }
        let view = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in Color.gray.frame(height: 10).layoutTag("r\(i)") }
                .padding(.vertical, 2)
            pair(true).padding(.top, 4)
        }
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 100))
        #expect(layout.frames["r1"]?.y == 16 && layout.frames["r2"]?.y == 30)
        #expect(layout.frames["x"]?.y == 46 && layout.frames["y"]?.y == 60)
    }

    /// A List's rows from a ForEach each carry the setting put on the ForEach.
    @Test func aForEachsRowSettingReachesEachRow() throws {
        let list = List {
            ForEach(["One", "Two"], id: \.self) { Text($0) }
                .listRowBackground(Color.red)
        }
        let still = List { ForEach(["One", "Two"], id: \.self) { Text($0).listRowBackground(Color.red) } }
        let a = try TestSupport.renderer.displayList(RenderRequest(list, width: 300, height: 160)).encodeJSON()
        let b = try TestSupport.renderer.displayList(RenderRequest(still, width: 300, height: 160)).encodeJSON()
        #expect(a == b)
    }
}
