import RowScene

/// The scene of seed 001's behaviour table: action chips in a scroll view, each pressed by
/// `scrollFriendlyTap` (pressed with animations disabled, as the seed's usage says) and
/// counting its taps. tools/seeds/extract.py copies this file, as it is, beside the seed's own
/// code, where `scrollFriendlyTap` is the seed's: both packages render the same scene.
struct ScrollTapDemo: View {
    static let titles = ["Transfer", "Pay", "Request", "Split the bill", "Top up", "Cards"]
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(ScrollTapDemo.titles, id: \.self) { ScrollTapChip(title: $0) }
            }
            .padding(16)
        }
        .frame(height: 240)
    }
}

/// One chip: blue tint, darker while pressed; its title counts the taps.
struct ScrollTapChip: View {
    let title: String
    @State private var isPressed = false
    @State private var taps = 0
    var body: some View {
        Text(taps == 0 ? title : "\(title) × \(taps)")
            .font(.system(size: 17, weight: .semibold))
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, minHeight: 50)
            .background(RoundedRectangle(cornerRadius: 8).fill(isPressed ? Color.blue.opacity(0.6) : Color.blue))
            .scrollFriendlyTap(onPressedChanged: { pressed in
                var transaction = RowScene.Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { isPressed = pressed }
            }, action: { taps += 1 })
    }

    /// The scene's touches (points of the scene, 16 pt padding included): a tap on the first
    /// chip; a press on the second that wobbles under 20 pt and lifts (a tap); a flick up that
    /// starts on the third (pressed, then cancelled as the scroll takes it, coasting).
    nonisolated static let touches: [TouchEvent] = [
        TouchEvent(.down, time: 0.1, x: 195, y: 57), TouchEvent(.up, time: 0.2, x: 195, y: 57),
        TouchEvent(.down, time: 0.4, x: 195, y: 119), TouchEvent(.move, time: 0.5, x: 203, y: 129), TouchEvent(.up, time: 0.6, x: 203, y: 129),
        TouchEvent(.down, time: 0.8, x: 195, y: 181), TouchEvent(.move, time: 0.85, x: 195, y: 171),
        TouchEvent(.move, time: 0.9, x: 195, y: 151), TouchEvent(.move, time: 0.95, x: 195, y: 121), TouchEvent(.up, time: 1.0, x: 195, y: 101),
    ]
}
