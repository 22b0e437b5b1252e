import Foundation
import Testing
import SwiftUI
import RowRaster
import RowTestSupport

/// SwiftUI API that the model gives every app: a binding to a collection as a collection of
/// bindings, scroll transitions by where a view stands, and the multi-touch gestures.
@MainActor @Suite struct SwiftUIModelAPITests {
    struct Tag: Identifiable, Equatable { let id: Int; var name: String; var on: Bool }

    /// `ForEach($tags) { $tag in … }`: each row gets a binding to its element; writing through
    /// it changes the array.
    @Test func aBindingToACollectionIsACollectionOfBindings() throws {
        var tags = [Tag(id: 1, name: "One", on: false), Tag(id: 2, name: "Two", on: true)]
        let binding = Binding(get: { tags }, set: { tags = $0 })
        #expect(binding.count == 2)
        #expect(binding.map(\.wrappedValue.name) == ["One", "Two"])
        binding[0].on.wrappedValue = true
        binding[1].name.wrappedValue = "Deux"
        #expect(tags == [Tag(id: 1, name: "One", on: true), Tag(id: 2, name: "Deux", on: true)])
        #expect(binding.last?.id == 2, "identified by the element's id")
        let list = VStack {
            ForEach(binding) { $tag in
                Toggle(tag.name, isOn: $tag.on).layoutTag("tag\(tag.id)")
            }
        }
        let frames = try TestSupport.renderer.layout(RenderRequest(list, width: 300)).frames
        #expect(frames["tag1"] != nil && frames["tag2"] != nil && frames["tag1"]!.y < frames["tag2"]!.y)
    }

    /// The phase is identity in view, and the edge a view has crossed by more than half.
    @Test func scrollTransitionsFollowWhereTheViewStands() throws {
        let list = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6) { i in
                    Color.red.frame(height: 50)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                }
            }
        }
        .frame(height: 160)
        let c = try TestSupport.renderer.render(RenderRequest(list, width: 100, height: 160, background: .white))
        let scale = Double(c.width) / 100
        // Green: iOS red's 59 where a row is opaque, near white's 255 where it is faded.
        func green(at y: Double) -> Int { Int(c[Int(50 * scale), Int(y * scale)].g) }
        #expect(green(at: 25) < 80 && green(at: 125) < 80, "rows 0 and 2 are in view")
        #expect(green(at: 155) > 180, "row 3 is more than half below the bottom edge: faded")
    }

    /// iOS 18's `Tab` is a page with its item and value, as `tabItem` and `tag` make one.
    @Test func tabsArePagesWithTheirItems() throws {
        @State var selection = "search"
        let tabs = TabView(selection: .constant("search")) {
            Tab("Home", systemImage: "house", value: "home") { Color.red.layoutTag("home") }
            Tab("Search", systemImage: "magnifyingglass", value: "search") { Color.blue.layoutTag("search") }
        }
        let frames = try TestSupport.renderer.layout(RenderRequest(tabs, width: 390, height: 300)).frames
        #expect(frames["search"] != nil && frames["home"] == nil, "the selected tab's page")
        #expect(frames["search"].map { $0.height < 300 - 40 } == true, "above the tab bar")
    }

    /// `onTapGesture { location in }` hears where the tap landed, in the view's space.
    @Test func aSpatialTapReportsItsLocation() throws {
        @MainActor final class Box { var location: CGPoint? }
        let box = Box()
        let view = Color.blue.frame(width: 100, height: 50).padding(10).onTapGesture { box.location = $0 }
        let tap = InteractionScript.tap(at: (40, 30), time: 0.1)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 120, height: 70, script: InteractionScript(touches: tap)).at(time: 0.5))
        #expect(box.location == CGPoint(x: 40, y: 30))
    }

    /// `backgroundStyle(_:)` is what `.background` paints with inside it.
    @Test func theBackgroundStyleIsWhatBackgroundPaints() throws {
        let view = Rectangle().fill(.background).backgroundStyle(Color.green).frame(width: 10, height: 10)
        let c = try TestSupport.renderer.render(RenderRequest(view, width: 10, height: 10))
        let p = c[c.width / 2, c.height / 2]
        #expect(p.g > 150 && p.r < 100, "\(p)")
    }

    /// Pinch and rotation gestures compile as SwiftUI's and are never recognized by a
    /// one-finger touch script.
    @Test func multiTouchGesturesAreAccepted() throws {
        @GestureState var scale: CGFloat = 1
        let view = Color.blue.frame(width: 50, height: 50)
            .gesture(MagnifyGesture().onChanged { _ in Issue.record("a pinch recognized") })
            .simultaneousGesture(MagnificationGesture().updating($scale) { value, state, _ in state = value })
            .gesture(RotateGesture().onEnded { _ in Issue.record("a rotation recognized") })
            .gesture(RotationGesture().onChanged { _ in })
        _ = try TestSupport.renderer.render(RenderRequest(view, width: 50, height: 50))
    }
}

/// SwiftUI's color effects that go through a color matrix.
@MainActor @Suite struct ColorEffectTests {
    func centre(_ view: some View) throws -> Pixel {
        let c = try TestSupport.renderer.render(RenderRequest(view.frame(width: 10, height: 10), width: 10, height: 10, background: .white))
        return c[c.width / 2, c.height / 2]
    }
    @Test func hueRotationContrastAndLuminanceToAlphaDraw() throws {
        let red = try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))
        #expect(red.g > red.r, "\(red)")
        let flat = try centre(Color(red: 0.1, green: 0.8, blue: 0.3).contrast(0))
        #expect(abs(Int(flat.r) - 128) <= 1 && abs(Int(flat.g) - 128) <= 1, "\(flat)")
        #expect(try centre(Color.white.luminanceToAlpha()) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(try centre(Color(red: 0.2, green: 0.4, blue: 0.6).contrast(1)) == centre(Color(red: 0.2, green: 0.4, blue: 0.6)))
    }
}

/// A flexible frame's ideal length is its size when it is asked for its ideal size.
@MainActor @Suite struct IdealFrameTests {
    @Test func anIdealLengthIsTheSizeOfAFixedFrame() throws {
        func size(_ view: some View) throws -> Size { try TestSupport.renderer.layout(view).size }
        #expect(try size(Text("Go").frame(minWidth: 109, idealWidth: 109, idealHeight: 32).fixedSize(horizontal: false, vertical: true)).height == 32)
        #expect(try size(Color.red.frame(idealWidth: 200, idealHeight: 20).fixedSize()) == Size(width: 200, height: 20))
        #expect(try size(Color.red.frame(minWidth: 50, idealWidth: 20, maxWidth: 80).fixedSize(horizontal: true, vertical: false).frame(height: 10)).width == 50)
    }
}
