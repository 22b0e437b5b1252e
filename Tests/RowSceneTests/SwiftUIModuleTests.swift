import Testing
import SwiftUI
import RowTestSupport

/// `import SwiftUI` compiles a row file as it is, module-qualified names included.
private struct QualifiedRow: SwiftUI.View {
    @SwiftUI.State private var count = 2
    var body: some SwiftUI.View {
        SwiftUI.HStack {
            SwiftUI.Text("Items").layoutTag("title")
            SwiftUI.Spacer()
            SwiftUI.Text("\(count)")
        }
        .padding()
    }
}

@MainActor @Suite struct SwiftUIModuleTests {
    @Test func qualifiedNamesResolveThroughTheSwiftUIModule() throws {
        let layout = try TestSupport.renderer.layout(RenderRequest(QualifiedRow(), width: 200))
        #expect(layout.frames["title"] != nil)
        #expect(layout.size.height > 30)
        // UIKit's types come with SwiftUI, as on iOS.
        let control: UIKit.UIControl = UIControl()
        #expect(control.isEnabled)
        // So do Foundation's networking types, which Linux keeps in FoundationNetworking.
        let request = URLRequest(url: URL(string: "https://example.com/a.png")!)
        #expect(request.url?.lastPathComponent == "a.png" && URLCache.shared.memoryCapacity >= 0)
    }
}
