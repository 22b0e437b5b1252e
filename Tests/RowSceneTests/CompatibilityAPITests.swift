import Foundation
import Testing
import SwiftUI
import RowTestSupport

/// SwiftUI and UIKit API that real rows use (found in the development half of the real-rows
/// corpus, tools/compat): each compiles and does what SwiftUI does with it in a row.
@MainActor @Suite struct CompatibilityAPITests {
    /// `position` takes the space offered and centers the content on the point.
    @Test func positionCentersTheContentOnThePoint() throws {
        let view = Color.red.frame(width: 20, height: 10).layoutTag("dot").position(x: 50, y: 30).frame(width: 100, height: 60)
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 100, height: 60))
        #expect(layout.frames["dot"] == Rect(x: 40, y: 25, width: 20, height: 10))
    }

    /// A compact date picker shows the date and the time in the environment's locale and time zone.
    @Test func aDatePickerShowsTheDateAndTime() throws {
        let date = Date(timeIntervalSince1970: 1_795_766_400)      // 2026-11-27 08:00 UTC
        let picker = DatePicker("Due", selection: .constant(date)).padding()
        var env = EnvironmentValues()
        env.timeZone = TimeZone(identifier: "UTC")!
        let layout = try TestSupport.renderer.layout(RenderRequest(picker, width: 390, environment: env))
        let text = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }.joined(separator: "|")
        #expect(text.contains("Due"))
        #expect(text.contains("Nov 27, 2026"))
        #expect(text.contains("8:00\u{202F}AM") || text.contains("8:00 AM"))
    }

    /// `Gradient`, the `.background` and `.selection` styles, `accentColor`, the navigation bar's
    /// title and items, `presentationMode`, `onHover` and `UIScreen` compile and draw as SwiftUI.
    @Test func olderAndSmallerAPIsCompileAndDraw() throws {
        @Environment(\.presentationMode) var presentationMode
        let gradient = LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
        let view = VStack {
            Rectangle().fill(gradient).frame(height: 10)
            Rectangle().fill(.background).frame(height: 10)
            Rectangle().fill(.selection).frame(height: 10)
            Text("Go").accentColor(.green)
        }
        .navigationBarTitle("Title", displayMode: .inline)
        .navigationBarItems(trailing: Button("Edit") {})
        .onHover { _ in }
        let tinted = try TestSupport.renderer.render(RenderRequest(Rectangle().fill(.tint).frame(width: 10, height: 10).accentColor(.green), width: 10))
        let green = try TestSupport.renderer.render(RenderRequest(Color.green.frame(width: 10, height: 10), width: 10))
        #expect(tinted == green)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 200))
        #expect(UIScreen.main.bounds.width == 390 && UIScreen.main.scale == 3)
        #expect(!presentationMode.wrappedValue.isPresented)
    }
}
