import Inject
import SwiftUI
// Stubs for acegreen/MyFinanceDiaryApp Reminted/Views/Components/GoalCard.swift: CardView
// (Views/Components/CardView.swift) and ProgressBar (Views/Components/ProgressBar.swift, its
// rounded-rectangle form; as there, the fill shows only once `animate` is set).

struct CardView<Content: View>: View {
    @ObserveInjection var inject
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .background {
                Color(uiColor: .systemBackground)
                    .cornerRadius(12)
                    .addShadow()
            }
            .enableInjection()
    }
}

struct ProgressBar: View {
    let value: Double
    let height: CGFloat
    let color: Color
    let animate: Bool

    init(value: Double, height: CGFloat = 8, color: Color = .darkGreen, animate: Bool = false) {
        self.value = min(max(value, 0), 1)
        self.height = height
        self.color = color
        self.animate = animate
    }

    var body: some View {
        RoundedRectangle(cornerRadius: height / 2)
            .fill(Color.neutralGray)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    RoundedRectangle(cornerRadius: height / 2)
                        .fill(color)
                        .frame(width: proxy.size.width * (animate ? value : 0))
                }
            }
            .frame(height: height)
            .clipShape(RoundedRectangle(cornerRadius: height / 2))
    }
}
