import Foundation
import Testing
import SwiftUI
import Accelerate
import AVFoundation
import RowRaster
import RowPNG
import RowTestSupport

/// API that rows of the third validation half of the real-rows corpus used and RowFrame lacked
/// when that half was measured (tools/compat/results-val3.tsv): each compiles and does what iOS
/// does with it in a row.
@MainActor @Suite struct LaterAPITests {
    func render(_ view: some View, width: Double, height: Double) throws -> RowRaster.Canvas {
        try TestSupport.renderer.render(RenderRequest(view, width: width, height: height))
    }

    /// `scrollClipDisabled` lets a scroll view's content draw beyond its bounds.
    @Test func scrollClipDisabledDrawsBeyondTheBounds() throws {
        func picture(_ disabled: Bool) throws -> RowRaster.Canvas {
            let view = ScrollView(.horizontal) { Color.red.frame(width: 20, height: 20).offset(y: 30) }
                .frame(width: 40, height: 20).scrollClipDisabled(disabled)
                .frame(width: 40, height: 60, alignment: .top)
            return try render(view, width: 40, height: 60)
        }
        let clipped = try picture(false), drawn = try picture(true)
        let k = clipped.width / 40
        let below = (x: 10 * k, y: 40 * k)   // under the scroll view, where the offset square is drawn
        #expect(drawn[below.x, below.y].r > 200 && drawn[below.x, below.y].g < 60)
        #expect(clipped[below.x, below.y].r < 60)   // not the square: the background
    }

    /// A list's least row height comes from the environment (44 pt unless set).
    @Test func theLeastRowHeightIsAnEnvironmentValue() throws {
        var env = EnvironmentValues()
        #expect(env.defaultMinListRowHeight == 44)
        env.defaultMinListRowHeight = 60
        #expect(env.defaultMinListRowHeight == 60)
        func rows(_ least: CGFloat?) throws -> [Rect] {
            let list = List { Text("A").layoutTag("a"); Text("B").layoutTag("b") }.listStyle(.plain)
            let view = least.map { AnyView(list.environment(\.defaultMinListRowHeight, $0)) } ?? AnyView(list)
            let frames = try TestSupport.renderer.layout(RenderRequest(view, width: 300, height: 300)).frames
            return [try #require(frames["a"]), try #require(frames["b"])]
        }
        let standard = try rows(nil), tall = try rows(60)
        #expect(abs((standard[1].y - standard[0].y) - 44) < 1)
        #expect(abs((tall[1].y - tall[0].y) - 60) < 1)
    }

    /// Liquid Glass draws a translucent light platter in its shape (an approximation: no
    /// refraction); `.identity` and `isEnabled: false` draw none; tints colour it.
    @Test func glassEffectDrawsATranslucentPlatter() throws {
        func picture(_ glass: Glass, enabled: Bool = true) throws -> RowRaster.Canvas {
            let view = ZStack {
                Color.blue
                Color.clear.frame(width: 60, height: 30).glassEffect(glass, in: Capsule(), isEnabled: enabled)
            }.frame(width: 80, height: 40)
            return try render(view, width: 80, height: 40)
        }
        let plain = try render(Color.blue.frame(width: 80, height: 40), width: 80, height: 40)
        let glass = try picture(.regular), tinted = try picture(.regular.tint(.red))
        let k = glass.width / 80, mid = (x: 40 * k, y: 20 * k)
        #expect(glass[mid.x, mid.y].r > plain[mid.x, mid.y].r + 60)      // lighter than the blue behind
        #expect(glass[1, 1] == plain[1, 1])                                  // outside the capsule: nothing
        #expect(tinted[mid.x, mid.y].r > glass[mid.x, mid.y].r - 10 && tinted[mid.x, mid.y].b < glass[mid.x, mid.y].b)
        #expect(try picture(.identity) == plain)
        #expect(try picture(.regular, enabled: false) == plain)
        let grouped = GlassEffectContainer(spacing: 8) { Text("A").glassEffect().glassEffectID("a", in: Namespace().wrappedValue) }
        _ = try TestSupport.renderer.layout(RenderRequest(grouped, width: 100))
    }

    /// Older accessibility modifiers, watchOS's list tint and symbol content transitions
    /// compile and leave the picture as it is.
    @Test func modifiersWithoutPixelsLeaveThePictureAlone() throws {
        let base = Image(systemName: "star.fill").frame(width: 30, height: 30)
        let decorated = base
            .accessibility(label: "Star").accessibility(value: Text("On")).accessibility(identifier: "star")
            .accessibility(addTraits: .isButton).accessibility(removeTraits: .isImage).accessibility(sortPriority: 1)
            .listItemTint(.red).listItemTint(ListItemTint.monochrome)
            .contentTransition(.symbolEffect(.replace)).contentTransition(.symbolEffect)
        #expect(try render(decorated, width: 30, height: 30) == render(base, width: 30, height: 30))
    }

    /// vDSP's element-wise arithmetic (an animatable vector's operators are written with it).
    @Test func vDSPComputesElementWise() {
        let a: [Double] = [1, 2, 3, 4], b: [Double] = [10, 20, 30, 40]
        #expect(vDSP.add(a, b) == [11, 22, 33, 44])
        #expect(vDSP.subtract(b[0..<2], a[0..<2]) == [9, 18])
        #expect(vDSP.multiply(2.0, a) == [2, 4, 6, 8])
        #expect(vDSP.multiply(a, a) == [1, 4, 9, 16])
        #expect(vDSP.sum(vDSP.multiply(a, a)) == 30 && vDSP.dot(a, b) == 300 && vDSP.mean(a) == 2.5)
        #expect(vDSP.maximum(b) == 40 && vDSP.minimum(b) == 10 && vDSP.divide(b, 10.0) == [1, 2, 3, 4])
        var values = [1.0, 1.0, 1.0, 9.0]
        vDSP.add(values[0..<3], a[0..<3], result: &values[0..<3])
        #expect(values == [2, 3, 4, 9])
        vDSP.subtract(values[0..<2], [1.0, 1.0], result: &values[0..<2])
        #expect(values == [1, 2, 4, 9])
        let floats: [Float] = [0.5, 1.5]
        #expect(vDSP.sum(floats) == 2)
    }

    /// AVFoundation's players and speech: a render is silent, and what the code asked is kept.
    @Test func playersAndSpeechKeepWhatWasAsked() throws {
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: "serendipity")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
        synthesizer.speak(utterance)
        #expect(synthesizer.spoken == ["serendipity"] && !synthesizer.isSpeaking)
        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/a.mp3"))
        player.play()
        #expect(player.rate == 1 && player.currentItem?.url.lastPathComponent == "a.mp3")
        player.pause()
        #expect(player.rate == 0)
        let audio = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/b.m4a"))
        audio.play()
        #expect(audio.isPlaying && audio.duration == 0)
        audio.stop()
        #expect(!audio.isPlaying)
        try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio)
        #expect(AVAudioSession.sharedInstance().category == .soloAmbient)   // a new session each time
    }

    /// A button's or menu's label of several views lays them out side by side (two judges of
    /// the third validation half saw them drawn on top of each other).
    @Test func aLabelOfSeveralViewsIsLaidOutSideBySide() throws {
        let button = Button {} label: { Text("Go").layoutTag("text"); Image(systemName: "arrow.right").layoutTag("arrow") }
        let menu = Menu { Text("A") } label: { Text("Sort").layoutTag("text"); Spacer(); Image(systemName: "chevron.down").layoutTag("arrow") }
        for view in [AnyView(button), AnyView(menu.frame(width: 200))] {
            let frames = try TestSupport.renderer.layout(RenderRequest(view, width: 300)).frames
            let text = try #require(frames["text"]), arrow = try #require(frames["arrow"])
            #expect(arrow.x >= text.x + text.width - 1e-9)
            #expect(abs((arrow.y + arrow.height / 2) - (text.y + text.height / 2)) < 2)
        }
        // One view is itself.
        let single = try TestSupport.renderer.layout(RenderRequest(Button("Go") {}.layoutTag("b"), width: 300)).frames["b"]
        let text = try TestSupport.renderer.layout(RenderRequest(Text("Go").layoutTag("b"), width: 300)).frames["b"]
        #expect(single?.width == text?.width && single?.height == text?.height)
    }

    /// A TabView shows the page its selection tags (else the first) over a 49 pt tab bar, or
    /// filling it in the page style; UIKit's fonts and insets convert to SwiftUI's.
    @Test func aTabViewShowsTheSelectedPage() throws {
        func frames(_ paged: Bool, _ selection: Int) throws -> [String: Rect] {
            let tabs = TabView(selection: .constant(selection)) {
                Color.red.layoutTag("one").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
                Color.green.layoutTag("two").tag(2).tabItem { Label("Two", systemImage: "2.circle") }
                Color.blue.layoutTag("three").tabItem { Label("Three", systemImage: "3.circle") }.tag(3)
            }
            let view = paged ? AnyView(tabs.tabViewStyle(.page(indexDisplayMode: .always))) : AnyView(tabs)
            return try TestSupport.renderer.layout(RenderRequest(view, width: 300, height: 200)).frames
        }
        let tabbed = try frames(false, 2)
        #expect(tabbed["one"] == nil && tabbed["three"] == nil)
        #expect(tabbed["two"] == Rect(x: 0, y: 0, width: 300, height: 150))   // above the 49 pt bar and its hairline
        let paged = try frames(true, 3)
        #expect(paged["three"] == Rect(x: 0, y: 0, width: 300, height: 200) && paged["two"] == nil)
        #expect(try frames(true, 9)["one"] != nil)   // no page tagged 9: the first
        // A picture of each, looked at: /tmp/rowframe-tabview-*.png when ROWFRAME_LOOK is set.
        if ProcessInfo.processInfo.environment["ROWFRAME_LOOK"] != nil {
            let page = TabView { ForEach(0..<4) { i in Text("Page \(i)").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.indigo) } }
                .tabViewStyle(.page).frame(height: 120)
            let bar = TabView(selection: .constant(1)) {
                Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(0)
                Text("Starred").tabItem { Label("Starred", systemImage: "star") }.tag(1)
                Text("Settings").tabItem { Image(systemName: "gearshape"); Text("Settings") }.tag(2)
            }.frame(height: 160)
            for (name, view) in [("page", AnyView(page)), ("bar", AnyView(bar))] {
                let canvas = try TestSupport.renderer.render(RenderRequest(view, width: 390, background: .white))
                try PNG.write(canvas, to: "/tmp/rowframe-tabview-\(name).png")
            }
        }
        // UIKit's fonts and insets.
        #expect(Font(UIFont.systemFont(ofSize: 6, weight: .bold)) == .system(size: 6, weight: .bold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .system(.caption))
        #expect(Font(UIFont(name: "Avenir-Heavy", size: 14)!) == .custom("Avenir-Heavy", fixedSize: 14))
        #expect(EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
