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
