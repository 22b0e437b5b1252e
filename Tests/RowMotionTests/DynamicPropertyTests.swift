import Testing
import RowTestSupport
import Foundation
import RowScene

/// Dynamic properties in the closures a body creates, as SwiftUI has them: the environment
/// properties (`@Environment(\.key)`, `@Environment(Type.self)`, `@EnvironmentObject`,
/// `@ScaledMetric`, `@Namespace`) give the values of that body's evaluation; the storage ones
/// (`@State`, `@Binding`, `@StateObject`, `@ObservedObject`, `@Bindable`, `@GestureState`)
/// read and write their live storage from any copy of the view. Each is read in an `onAppear`,
/// a button's action, a gesture and a `.task`. Before this change every environment property
/// read the default value in all four (the wrapper read a task-local set only while a body ran).
@MainActor @Suite struct DynamicPropertyTests {
    @MainActor final class Seen {
        var reads: [String: String] = [:]
        var body = ""
    }
    final class Counter: ObservableObject {
        @Published var n = 0
        init(_ n: Int) { self.n = n }
    }
    @Observable final class Model {
        var name = "model"
    }

    /// Reads every environment property into one line.
    struct Reader: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.dynamicTypeSize) var typeSize
        @Environment(Model.self) var model
        @EnvironmentObject var counter: Counter
        @ScaledMetric(relativeTo: .body) var metric = 10.0
        @Namespace var space
        let seen: Seen

        func line() -> String { "\(scheme) \(typeSize) \(model.name) \(counter.n) \(metric) \(space.hashValue)" }

        var body: some View {
            seen.body = line()
            return VStack(spacing: 0) {
                Button("button") { seen.reads["action"] = line() }
                    .frame(width: 100, height: 40)
                Color.blue.frame(width: 100, height: 40)
                    .gesture(DragGesture(minimumDistance: 0).onEnded { _ in seen.reads["gesture"] = line() })
            }
            .onAppear { seen.reads["onAppear"] = line() }
            .task { seen.reads["task"] = line() }
        }
    }

    @Test func environmentPropertiesGiveTheirBodysValuesInClosures() throws {
        let seen = Seen()
        let view = Reader(seen: seen)
            .environmentObject(Counter(7))
            .environment(Model())
            .environment(\.colorScheme, .dark)
            .environment(\.dynamicTypeSize, .xxxLarge)
        let touches = InteractionScript.tap(at: (50, 20), time: 0.2) + InteractionScript.tap(at: (50, 60), time: 0.5)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 100, height: 80, script: InteractionScript(touches: touches)).at(time: 1))
        #expect(seen.body.hasPrefix("dark xxxLarge model 7 "), "\(seen.body)")
        #expect(!seen.body.contains(" 10.0 "), "@ScaledMetric scales at xxxLarge: \(seen.body)")
        for place in ["onAppear", "action", "gesture", "task"] {
            #expect(seen.reads[place] == seen.body, "\(place): \(seen.reads[place] ?? "not run") vs the body's \(seen.body)")
        }
    }

    /// Storage properties: written in one closure, read in a later one and by the body.
    struct Writer: View {
        @State var count = 0
        @StateObject var owned = Counter(0)
        @ObservedObject var observed: Counter
        @Bindable var model: Model
        @GestureState var pressed = false
        let seen: Seen

        var body: some View {
            seen.body = "\(count) \(owned.n) \(observed.n) \(model.name)"
            return VStack(spacing: 0) {
                Child(count: $count, seen: seen).frame(width: 100, height: 40)
                Color.blue.frame(width: 100, height: 40)
                    .gesture(DragGesture(minimumDistance: 0)
                        .updating($pressed) { _, state, _ in state = true }
                        .onChanged { _ in seen.reads["pressed during the gesture"] = "\(pressed)" }
                        .onEnded { _ in
                            seen.reads["gesture"] = "\(count) \(owned.n) \(observed.n) \(model.name)"
                            count += 10; owned.n += 10; observed.n += 10; model.name += "!"
                        })
            }
            .onAppear { count = 1; owned.n = 1; observed.n = 1; model.name = "appeared" }
            .task { seen.reads["task"] = "\(count) \(owned.n) \(observed.n) \(model.name)" }
        }
    }
    struct Child: View {
        @Binding var count: Int
        let seen: Seen
        var body: some View {
            Button("add") { seen.reads["action"] = "\(count)"; count += 100 }
        }
    }

    @Test func storagePropertiesReadAndWriteTheirLiveStorageInClosures() throws {
        let seen = Seen()
        let observed = Counter(0), model = Model()
        let touches = InteractionScript.tap(at: (50, 20), time: 0.2) + InteractionScript.tap(at: (50, 60), time: 0.5, duration: 0.2)
        let request = RenderRequest(Writer(observed: observed, model: model, seen: seen), width: 100, height: 80,
                                    script: InteractionScript(touches: touches))
        _ = try TestSupport.renderer.layout(request.at(time: 1))
        // The task runs after onAppear's writes; the button sees them through its binding; the
        // gesture sees the button's write; the body sees everything.
        #expect(seen.reads["task"] == "1 1 1 appeared", "\(seen.reads)")
        #expect(seen.reads["action"] == "1", "\(seen.reads)")
        #expect(seen.reads["pressed during the gesture"] == "true", "\(seen.reads)")
        #expect(seen.reads["gesture"] == "101 1 1 appeared", "\(seen.reads)")
        #expect(seen.body == "111 11 11 appeared!", "\(seen.body)")
    }

    final class AppearCounter: ObservableObject { @Published var count = 0 }
    struct CountsOnAppear: View {
        @StateObject var counter = AppearCounter()
        @State var appeared = 0
        let log: ProbeLog
        var body: some View {
            Probe(animatableData: Double(counter.count * 10 + appeared), log: log)
                .onAppear { counter.count += 1; appeared += 1 }
        }
    }

    /// A frame rendered from scratch starts from the view's initial state, whatever was
    /// rendered before from the same view value: a `@StateObject` made, or a `@State` written,
    /// in one render is not the next render's (it was, through the view's own storage).
    @Test func freshRendersOfOneViewValueShareNoState() throws {
        let log = ProbeLog()
        let request = RenderRequest(CountsOnAppear(log: log), width: 50, height: 50)
        let values = try [0.0, 0.5, 0.0].map { t -> Double in _ = try TestSupport.renderer.layout(request.at(time: t)); return log.last }
        #expect(values == [11, 11, 11])
    }

    /// A property wrapper of the row's own that holds SwiftUI's dynamic properties.
    @propertyWrapper struct Themed: DynamicProperty {
        @Environment(\.colorScheme) private var scheme
        @State private var taps = 0
        var wrappedValue: String { "\(scheme == .dark ? "dark" : "light") \(taps)" }
        func tap() { taps += 1 }
    }
    struct ThemedRow: View {
        @Themed var theme: String
        let log: ProbeLog
        var body: some View {
            log.events.append(theme)
            return Color.red.frame(width: 10, height: 10).onAppear { _theme.tap() }
        }
    }

    /// A `DynamicProperty` struct's own `@Environment` and `@State` work as a view's do
    /// (SwiftUI composes dynamic properties): the environment of the evaluation, state kept.
    @Test func dynamicPropertiesComposedInAStructWork() throws {
        let log = ProbeLog()
        var env = EnvironmentValues(); env.colorScheme = .dark
        _ = try TestSupport.renderer.layout(RenderRequest(ThemedRow(log: log), width: 20, height: 20, environment: env))
        #expect(log.events.last == "dark 1", "\(log.events)")
    }
}
