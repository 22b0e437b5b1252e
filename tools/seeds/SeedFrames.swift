// Renders the seeds' own components (extracted by tools/seeds/extract.py) frame by frame,
// driven by touch scripts, with the scripts and sizes of RowDesign's motion scenes so the two
// can be compared (tools/seeds/render.sh). Part of the scratch package render.sh builds; the
// seeds' code itself is never kept.
//   SeedFrames OUT_DIR [FPS]
import Foundation
import RowExport
import RowScene
import RowText

/// The sample row RowDesign's motion scenes use (DesignGallery.interactive), built from the
/// seeds' UnifiedIconCircle.
@MainActor func sampleContent() -> some View {
    HStack(spacing: 16) {
        UnifiedIconCircle(icon: "cup.and.saucer.fill", color: .orange, size: 40, iconSize: 17)
        VStack(alignment: .leading, spacing: 4) {
            Text("Blue Bottle Coffee").font(.system(size: 16, weight: .medium)).foregroundColor(.wisePrimaryText)
            Text("Food & Drink").font(.system(size: 13)).foregroundColor(.wiseSecondaryText)
        }
        Spacer()
        Text("- $6.45").font(.system(size: 16, weight: .semibold)).foregroundColor(.wiseError)
    }
    .padding(16)
}

struct SeedScene {
    let name: String
    let duration: Double
    let request: RenderRequest
}

@MainActor func scenes() -> [SeedScene] {
    func scene<V: View>(_ name: String, _ duration: Double, _ view: V, _ touches: [TouchEvent] = []) -> SeedScene {
        SeedScene(name: name, duration: duration,
                  request: RenderRequest(view.padding(16), width: 390, background: .systemGroupedBackground,
                                         script: InteractionScript(touches: touches)))
    }
    // RowDesign's scripts: press down at 0.1 s, up at 0.4 s; swipe left 17 pt every 30 ms.
    let press = [TouchEvent(.down, time: 0.1, x: 200, y: 40), TouchEvent(.up, time: 0.4, x: 203, y: 41)]
    var swipe = [TouchEvent(.down, time: 0.1, x: 300, y: 40)]
    for i in 1...12 { swipe.append(TouchEvent(.move, time: 0.1 + Double(i) * 0.03, x: 300 - Double(i) * 17, y: 42)) }
    swipe.append(TouchEvent(.up, time: 0.5, x: 96, y: 42))
    return [
        scene("press", 1.2, InteractiveListRow(onTap: {}) { sampleContent() }, press),
        scene("swipe", 1.2, InteractiveListRow(leadingActions: [.edit {}, .complete {}], trailingActions: [.archive {}, .delete {}]) {
            sampleContent()
        }, swipe),
        scene("scroll-tap", 2.0, ScrollTapDemo(), ScrollTapChip.touches),
        scene("shimmer", 1.5, InteractiveListRow(isLoading: true) { sampleContent() }),
        scene("skeleton-shimmer", 1.4, VStack(spacing: 16) {
            SkeletonView(height: 16)
            SkeletonView(width: 200, height: 16)
            SkeletonView(height: 80, cornerRadius: 20)
        }),
    ]
}

@MainActor func main() throws {
    let args = CommandLine.arguments
    guard args.count >= 2 else {
        FileHandle.standardError.write(Data("usage: SeedFrames OUT_DIR [FPS]\n".utf8))
        exit(2)
    }
    let out = args[1], fps = args.count > 2 ? Double(args[2]) ?? 30 : 30
    let fonts = try FontLibrary.standard()
    for scene in scenes() {
        var env = EnvironmentValues()
        env.displayScale = 3
        let export = try FrameExport(source: scene.request, name: scene.name, environment: env, from: 0, to: scene.duration,
                                     fps: fps, jobs: 2, fonts: fonts)
        let timing = try export.run(out: out + "/" + scene.name, apng: nil)
        // The frames must move: a scene whose frames are all alike did not run.
        let files = (0..<export.count).map { out + "/" + scene.name + "/" + export.fileName($0) }
        let distinct = Set(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }).count
        let sidecar = try String(contentsOfFile: out + "/" + scene.name + "/frames.json", encoding: .utf8)
        let haptics = sidecar.components(separatedBy: "\"style\"").count - 1
        print("\(scene.name): \(export.count) frames, \(distinct) distinct, \(haptics) haptics, \(String(format: "%.2f", timing.wall)) s"
              + (timing.warnings.isEmpty ? "" : "; warnings: " + timing.warnings.joined(separator: "; ")))
        guard distinct > 1 else {
            FileHandle.standardError.write(Data("\(scene.name): every frame is the same — the seed's motion did not run\n".utf8))
            exit(1)
        }
    }
}

try MainActor.assumeIsolated { try main() }
