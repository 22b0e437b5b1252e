import SwiftUI
// Stubs for TheBoredTeam/boring.notch boringNotch/components/EmptyState.swift (what the row uses from elsewhere in its app).

/// boringNotch/components/AnimatedFace.swift: the notch's little white face (without its blink timer).
struct MinimalFaceFeatures: View {
    @State private var isBlinking = false
    @State var height: CGFloat = 20
    @State var width: CGFloat = 30

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Eye(isBlinking: $isBlinking)
                Eye(isBlinking: $isBlinking)
            }
            VStack(spacing: 2) {
                RoundedRectangle(cornerRadius: 2)
                    .fill(Color.white)
                    .frame(width: 3, height: 4)
                GeometryReader { geometry in
                    Path { path in
                        let width = geometry.size.width
                        let height = geometry.size.height
                        path.move(to: CGPoint(x: 0, y: height / 2))
                        path.addQuadCurve(to: CGPoint(x: width, y: height / 2), control: CGPoint(x: width / 2, y: height))
                    }
                    .stroke(Color.white, lineWidth: 2)
                }
                .frame(width: 14, height: 10)
            }
        }
        .frame(width: self.width, height: self.height)
    }
}

struct Eye: View {
    @Binding var isBlinking: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.white)
            .frame(width: 4, height: isBlinking ? 1 : 4)
            .frame(maxWidth: 15, maxHeight: 15)
            .animation(.easeInOut(duration: 0.1), value: isBlinking)
    }
}
