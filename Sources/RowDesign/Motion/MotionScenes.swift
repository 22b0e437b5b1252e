import RowMotion
import RowScene
import RowJSON

/// A scripted animation of the design system: a view that reads the frame's time and motion
/// mode from the environment, how long it runs, and its haptics.
public struct MotionScene: FrameSource {
    public let name: String
    public let summary: String
    public let duration: Double
    public let width: Double
    /// One request for every frame, so frames asked for in order carry one running view forward.
    let request: RenderRequest

    /// `script` drives the view's own gestures (touches in the scene's points); haptics the
    /// view's code plays are recorded by the frames, through the design system's budget.
    public init(name: String, summary: String, duration: Double, width: Double,
                script: InteractionScript = InteractionScript(),
                content: @escaping @MainActor (_ time: Double, _ mode: AnimationMode) -> AnyView) {
        self.name = name; self.summary = summary; self.duration = duration; self.width = width
        request = RenderRequest(FrameContent(content), width: width, background: .systemGroupedBackground, script: script)
    }

    @MainActor public func frame(_ environment: EnvironmentValues) -> RenderRequest { request.with { $0 = environment } }
    public func haptics(played: [HapticEvent]) -> [HapticEvent] { HapticBudget.kept(played) }
}

/// The design system's animated behaviours as scenes (`rowframe frames --scene NAME`).
public enum MotionScenes {
    @MainActor static func row(loading: Bool = false) -> AnyView {
        AnyView(DesignGallery.interactive(loading: loading).padding(16))
    }

    /// Every scene, in a stable order.
    public static let all: [MotionScene] = {
        // Press: touch down at 0.1 s, release at 0.4 s — the row's own drag gesture presses it
        // (snappy in, gentle out) and plays a light haptic.
        let press = [TouchEvent(.down, time: 0.1, x: 200, y: 40), TouchEvent(.up, time: 0.4, x: 203, y: 41)]
        // Swipe: drag left 17 pt every 30 ms past half of the trailing actions, release: the
        // List swipe settles open (and, as it begins, cancels the row's press gesture).
        var swipe = [TouchEvent(.down, time: 0.1, x: 300, y: 40)]
        for i in 1...12 { swipe.append(TouchEvent(.move, time: 0.1 + Double(i) * 0.03, x: 300 - Double(i) * 17, y: 42)) }
        swipe.append(TouchEvent(.up, time: 0.5, x: 96, y: 42))
        return [
            MotionScene(name: "press", summary: "InteractiveListRow pressed at 0.1 s, released at 0.4 s", duration: 1.2, width: 390,
                        script: InteractionScript(touches: press)) { _, _ in row() },
            MotionScene(name: "swipe", summary: "drag left to reveal the trailing actions; release snaps open", duration: 1.2, width: 390,
                        script: InteractionScript(touches: swipe)) { _, _ in row() },
            MotionScene(name: "scroll-tap", summary: "seed 001: chips tapped, pressed under 20 pt of movement, cancelled by a scroll",
                        duration: 2.0, width: 390, script: InteractionScript(touches: ScrollTapChip.touches)) { _, _ in
                AnyView(ScrollTapDemo().padding(16))
            },
            MotionScene(name: "shimmer", summary: "RowShimmerView: 1.5 s linear sweep", duration: 1.5, width: 390) { _, _ in
                row(loading: true)
            },
            MotionScene(name: "skeleton-shimmer", summary: "SkeletonShimmerModifier: phase −1 → 2 in 1.4 s easeInOut", duration: 1.4,
                        width: 390) { _, _ in
                AnyView(VStack(spacing: 16) {
                    SkeletonView(height: 16); SkeletonView(width: 200, height: 16); SkeletonView(height: 80, cornerRadius: 20)
                }.padding(16))
            },
            MotionScene(name: "skeleton-to-content", summary: "skeleton fades and scales to 0.98 as the list appears (0.4 s)", duration: 1.0,
                        width: 390) { t, mode in
                let p = Timeline(initial: 0, changes: [.init(time: 0.4, value: 1, animation: Animation.default.adapted(to: mode))]).value(at: t)
                let content = TransactionsScreen(transactions: Array(DesignGallery.transactions.prefix(3)), now: DesignGallery.now,
                                                     timeZone: DesignGallery.timeZone)
                return AnyView(ZStack(alignment: .top) {
                    content.opacity(p).scaleEffect(0.98 + 0.02 * p)
                    ContentViewSkeleton().background(Color.systemGroupedBackground).opacity(1 - p).scaleEffect(1 - 0.02 * p)
                }.frame(height: 560, alignment: .top).clipped())
            },
            stagger(name: "stagger", summary: "rows enter from the right, 30 ms apart (gentleSpring)", delay: 0.03, slide: 120),
            stagger(name: "card-reveal", summary: "cards appear one after another, 50 ms apart (gentleSpring)", delay: 0.05, slide: 0),
            MotionScene(name: "insert-delete", summary: "a row flies in from the top (0.2 s); another scales down and fades, its gap closing (1.0 s)",
                        duration: 2.0, width: 390) { t, mode in
                let insert = Timeline(initial: 0, changes: [.init(time: 0.2, value: 1, animation: AnimationEngine.bouncySpring.adapted(to: mode))]).value(at: t)
                let delete = Timeline(initial: 1, changes: [.init(time: 1.0, value: 0, animation: AnimationEngine.gentleSpring.adapted(to: mode))]).value(at: t)
                return AnyView(VStack(spacing: 0) {
                    DesignGallery.sampleRow(title: "New: Farmers Market")
                        .offset(y: -(1 - insert) * 90).opacity(min(1, max(0, insert)))
                        .padding(.bottom, 12)
                        .frame(height: max(0, 92 * insert), alignment: .bottom)
                    DesignGallery.sampleRow(title: "Uber").padding(.bottom, 12)
                    DesignGallery.sampleRow(title: "Deleted: Gym Membership")
                        .scaleEffect(0.8 + 0.2 * max(0, delete)).opacity(max(0, min(1, delete)))
                        .padding(.bottom, 12)
                        .frame(height: max(0, 92 * delete), alignment: .top)
                    DesignGallery.sampleRow(title: "Netflix")
                }
                .padding(16)
                .frame(height: 360, alignment: .top)
                .clipped())
            },
            MotionScene(name: "counter", summary: "PhysicsNumberCounter: $1,234.56 → $3,500.00 at 0.2 s", duration: 1.5, width: 390) { _, _ in
                let counter = PhysicsNumberCounter(from: 1234.56, to: 3500, changeTime: 0.2)
                return AnyView(counter.padding(24))
            },
        ]
    }()

    /// Rows appearing one after another, `delay` apart, sliding in from `slide` pt to the right.
    static func stagger(name: String, summary: String, delay: Double, slide: Double) -> MotionScene {
        MotionScene(name: name, summary: summary, duration: 1.2, width: 390) { t, mode in
            AnyView(VStack(spacing: 12) {
                ForEach(0..<5) { i in
                    let p = Timeline(initial: 0, changes: [.init(time: 0.1 + delay * Double(i), value: 1,
                                                                 animation: AnimationEngine.gentleSpring.adapted(to: mode))]).value(at: t)
                    DesignGallery.sampleRow(title: ["Whole Foods Market", "Uber", "Netflix", "Blue Bottle", "Delta"][i])
                        .offset(x: (1 - p) * slide).opacity(min(1, max(0, p)))
                        .scaleEffect(slide == 0 ? 0.96 + 0.04 * min(1, p) : 1)
                }
            }.padding(16))
        }
    }

    public static func named(_ name: String) throws(DesignError) -> MotionScene {
        guard let scene = all.first(where: { $0.name == name }) else {
            throw DesignError("unknown scene \(TerminalText.quoted(name)); known scenes: \(all.map(\.name).joined(separator: ", "))")
        }
        return scene
    }
}
