import Foundation
import Testing
import SwiftUI
import RowRaster
import RowTestSupport

extension EnvironmentValues {
    @Entry var cardAccent: Color = .orange
    @Entry var cardTitle: String? = nil
    @Entry var cardRadius = 12.0
}

/// Values a view keeps outside `@State`: `@AppStorage` (in the view graph unless the view names
/// a store), `@FocusState`, and environment values declared with `@Entry`.
@MainActor @Suite struct StoredValuesTests {
    let renderer = TestSupport.renderer

    final class Seen { var values: [String] = [] }

    /// Two views declaring one key share its value; a write from an action reaches both, and a
    /// fresh graph starts from the declared default (no machine state is read).
    struct Settings: View {
        @AppStorage("compact") var compact = false
        let seen: Seen
        var body: some View {
            VStack {
                Badge(seen: seen)
                Color.red.frame(height: compact ? 10 : 40).layoutTag("bar")
            }
            .onAppear { compact = true }
        }
    }
    struct Badge: View {
        @AppStorage("compact") var compact = false
        let seen: Seen
        var body: some View {
            seen.values.append("badge \(compact)")
            return Text(compact ? "Compact" : "Regular")
        }
    }

    @Test func appStorageIsSharedByKeyAndUpdatesViews() throws {
        let seen = Seen()
        let layout = try renderer.layout(RenderRequest(Settings(seen: seen), width: 200).at(time: 0))
        #expect(abs((layout.frames["bar"]?.height ?? 0) - 10) < 0.01)
        #expect(seen.values.last == "badge true")
        let fresh = Seen()
        _ = try renderer.layout(RenderRequest(Settings(seen: fresh), width: 200).at(time: 0))
        #expect(fresh.values.first == "badge false", "a new graph starts from the default")
    }

    enum Sort: String { case name, date }
    struct Sorted: View {
        @AppStorage("sort", store: StoredValuesTests.store) var sort: Sort = .name
        @AppStorage("nickname", store: StoredValuesTests.store) var nickname: String?
        var body: some View {
            Text("\(sort.rawValue) \(nickname ?? "-")").onAppear { sort = .date; nickname = "Ann" }
        }
    }
    nonisolated(unsafe) static let store = UserDefaults(suiteName: "rowframe.tests.\(ProcessInfo.processInfo.processIdentifier)")!

    /// A store the view names is read and written: raw values for `RawRepresentable`, nil removes.
    @Test func aNamedStoreIsReadAndWritten() throws {
        Self.store.removeObject(forKey: "sort"); Self.store.removeObject(forKey: "nickname")
        let layout = try renderer.layout(RenderRequest(Sorted(), width: 200).at(time: 0))
        let text = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }
        #expect(text.joined() == "date Ann")
        #expect(Self.store.string(forKey: "sort") == "date")
        #expect(Self.store.string(forKey: "nickname") == "Ann")
    }

    struct Field: View {
        @FocusState var focused: Bool
        @FocusState var field: String?
        var body: some View {
            Text(focused ? "focused \(field ?? "")" : "idle")
                .focused($focused)
                .focused($field, equals: "name")
                .onAppear { focused = true; field = "name" }
        }
    }

    /// Nothing is focused until code sets it; what it sets is read back.
    @Test func focusStateKeepsWhatCodeSets() throws {
        let layout = try renderer.layout(RenderRequest(Field(), width: 200).at(time: 0))
        let text = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }
        #expect(text.joined() == "focused name")
    }

    struct Card: View {
        @Environment(\.cardAccent) var accent
        @Environment(\.cardTitle) var title
        @Environment(\.cardRadius) var radius
        var body: some View {
            Text("\(title ?? "untitled") \(Int(radius))").foregroundStyle(accent)
        }
    }

    /// `@Entry` declares the key and its default; `.environment` sets it.
    @Test func entryDeclaresAnEnvironmentValue() throws {
        func text<V: View>(_ view: V) throws -> String {
            try renderer.layout(RenderRequest(view, width: 200)).displayList.ops.compactMap { op -> String? in
                if case let .glyphs(run, _, _) = op { return run.text } else { return nil }
            }.joined()
        }
        #expect(try text(Card()) == "untitled 12")
        #expect(try text(Card().environment(\.cardTitle, "Trip").environment(\.cardRadius, 20)) == "Trip 20")
        #expect(EnvironmentValues().cardAccent == .orange)
    }
}
