import Testing
import RowScene
import RowTestSupport

/// A UIKit view in a row, hosted as SwiftUI hosts one: made once per identity and updated at
/// every evaluation, sized by its intrinsic size, and given touches as UIKit gives them.
@MainActor @Suite struct UIKitHostingTests {
    @MainActor final class Log { var events: [String] = []; var made = 0; var updated = 0 }

    final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 44, height: UIView.noIntrinsicMetric) }
    }
    struct Hosted: UIViewRepresentable {
        let log: Log
        func makeUIView(context: Context) -> UIControl {
            log.made += 1
            let control = UIControl()
            control.addAction(UIAction { _ in log.events.append("up inside") }, for: .touchUpInside)
            control.addAction(UIAction { _ in log.events.append("down") }, for: .touchDown)
            control.addAction(UIAction { _ in log.events.append("cancel") }, for: .touchCancel)
            return control
        }
        func updateUIView(_ uiView: UIControl, context: Context) { log.updated += 1 }
    }
    struct Sized: UIViewRepresentable {
        func makeUIView(context: Context) -> Badge { Badge() }
        func updateUIView(_ uiView: Badge, context: Context) {}
    }

    @Test func aControlIsMadeOnceAndSendsItsTouchEvents() throws {
        let log = Log()
        let view = Hosted(log: log).frame(width: 100, height: 50)
        let tap = InteractionScript.tap(at: (50, 25), time: 0.1) + InteractionScript.tap(at: (50, 25), time: 0.5)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 100, height: 50, script: InteractionScript(touches: tap)).at(time: 1))
        #expect(log.events == ["down", "up inside", "down", "up inside"])
        #expect(log.made == 1)
        #expect(log.updated >= 2)
    }

    @Test func aScrollCancelsAControlsTracking() throws {
        let log = Log()
        let view = ScrollView { VStack(spacing: 0) { Hosted(log: log).frame(height: 50); Color.gray.frame(height: 300) } }
        let drag = InteractionScript.drag(from: (50, 40), to: (50, 0), time: 0.1, duration: 0.2)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 100, height: 100, script: InteractionScript(touches: drag)).at(time: 1))
        #expect(log.events == ["down", "cancel"])
    }

    @Test func itsIntrinsicSizeSizesItAndAMissingAxisTakesTheOffer() throws {
        let layout = try TestSupport.renderer.layout(RenderRequest(HStack(spacing: 0) { Sized().layoutTag("badge"); Spacer() }.frame(height: 30),
                                                                   width: 200, height: 30))
        #expect(layout.frames["badge"]?.width == 44)
        #expect(layout.frames["badge"]?.height == 30)
    }
}
