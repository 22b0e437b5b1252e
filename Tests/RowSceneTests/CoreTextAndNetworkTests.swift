import Foundation
import Network
import RowTestSupport
import SwiftUI
import Testing

/// Core Text as a design system calls it after `import SwiftUI` alone, and Network's path monitor.
@MainActor @Suite struct CoreTextAndNetworkTests {
    /// A design system registering its fonts (as BitsoChallenge's does): the call compiles as on
    /// iOS, and says it was not carried out, with an error that names what to do instead.
    @Test func registeringFontsAtRunTimeIsRefusedWithAReason() throws {
        let url = URL(fileURLWithPath: "/nonexistent/Poppins-Regular.ttf")
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) == false)
        let reason = try #require(error?.takeRetainedValue())
        #expect(reason.domain == kCTFontManagerErrorDomain && reason.localizedDescription.contains("ROWFRAME_FONTS"))
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) == false)
        var reported: [Any] = []
        CTFontManagerRegisterFontURLs([url] as CFArray, .process, true) { errors, done in
            reported = errors as? [Any] ?? []
            return done
        }
        #expect(reported.count == 1)
    }

    /// A monitor reports the device online on Wi-Fi when it starts, before it returns.
    @Test func aPathMonitorReportsTheDeviceOnlineOnWiFi() {
        let monitor = NWPathMonitor()
        var seen: [NWPath] = []
        monitor.pathUpdateHandler = { seen.append($0) }
        monitor.start(queue: DispatchQueue(label: "monitor"))
        #expect(seen.count == 1)
        #expect(seen.first?.status == .satisfied && seen.first?.usesInterfaceType(.wifi) == true)
        #expect(seen.first?.usesInterfaceType(.cellular) == false && seen.first?.isExpensive == false)
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        #expect(NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath.status == .unsatisfied)
        #expect(seen.first?.availableInterfaces.map(\.name) == ["en0"])
    }

    /// A string that names no SF Symbol (an API's icon code, a typo) is drawn as nothing, as iOS
    /// draws it; a real symbol RowFrame has no icon for stays a visible placeholder.
    @Test func aStringThatNamesNoSymbolIsDrawnAsNothing() throws {
        struct Row: View {
            let symbol: String
            var body: some View {
                HStack(spacing: 0) { Image(systemName: symbol).layoutTag("icon"); Text("21.4°C").layoutTag("text") }
            }
        }
        let code = try TestSupport.renderer.layout(Row(symbol: "01d"))
        #expect(code.frames["icon"]?.width == 0 && code.frames["text"]?.minX == 0)
        #expect(code.warnings.contains { $0.contains("SF Symbols has no symbol \"01d\"; drawn as nothing") })
        #expect(try TestSupport.renderer.layout(Row(symbol: "checkmarl")).frames["icon"]?.width == 0)
        // A name made of SF Symbols' words may be a symbol of a later release: a placeholder.
        let later = try TestSupport.renderer.layout(Row(symbol: "tortoise.badge.wave"))
        #expect((later.frames["icon"]?.width ?? 0) > 0 && later.warnings.contains { $0.contains("drawn as a placeholder") })
        let real = try TestSupport.renderer.layout(Row(symbol: "tuningfork"))
        #expect((real.frames["icon"]?.width ?? 0) > 0)
        #expect(real.warnings.contains { $0.contains("no icon for SF Symbol \"tuningfork\"; drawn as a placeholder") })
        // Inline in a text it adds nothing; `UIImage(systemName:)` is nil while a render runs.
        struct Inline: View {
            let symbol: String
            var body: some View { Text("\(Image(systemName: symbol))21.4°C").fixedSize().layoutTag("text") }
        }
        let inline = try TestSupport.renderer.layout(Inline(symbol: "01d"))
        let plain = try TestSupport.renderer.layout(Text("21.4°C").fixedSize().layoutTag("text"))
        #expect(inline.frames["text"]?.width == plain.frames["text"]?.width)
        #expect(inline.warnings.contains { $0.contains("\"01d\"") })
        struct Fallback: View {
            let symbol: String
            var body: some View {
                if let image = UIImage(systemName: symbol) { Image(uiImage: image).layoutTag("icon") } else { Text("none").layoutTag("fallback") }
            }
        }
        #expect(try TestSupport.renderer.layout(Fallback(symbol: "01d")).frames["fallback"] != nil)
        #expect(try TestSupport.renderer.layout(Fallback(symbol: "star.fill")).frames["icon"] != nil)
    }
}
