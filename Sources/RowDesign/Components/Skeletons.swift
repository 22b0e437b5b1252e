import RowMotion
import RowScene

/// The design system's shimmer, written as seed 002 writes it: a white 30 % highlight band (a
/// gradient from `phase` to `phase + 1` of the width) over the content with plusLighter, the
/// whole clipped to the frame rectangle; `phase` is state the view animates from −1 to 2 when
/// it appears (1.4 s easeInOut, repeating without reversing). Reduced motion pulses the
/// content's opacity instead (1 s ease, to and fro); minimal motion shows the static view.
public struct SkeletonShimmerModifier: ViewModifier {
    @Environment(\.animationMode) var mode
    @State private var phase: CGFloat = -1.0
    @State private var pulse = 0.2
    public init() {}

    /// The sweep phase at time t after the view appeared (what the animation gives).
    public static func phase(at t: Double) -> Double { -1 + 3 * TimingCurve.easeInOut.value(at: cycle(t, 1.4)) }

    public func body(content: Content) -> some View {
        switch mode {
        case .full:
            content
                .overlay {
                    LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color.white.opacity(0.3), location: 0.5),
                                           .init(color: .clear, location: 1)],
                                   startPoint: UnitPoint(x: phase, y: 0.5), endPoint: UnitPoint(x: phase + 1, y: 0.5))
                        .blendMode(.plusLighter)
                }
                .clipped()
                .onAppear {
                    withAnimation(.easeInOut(duration: 1.4).repeatForever(autoreverses: false)) { phase = 2.0 }
                }
        case .reduced:
            content.opacity(pulse / 0.5)
                .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { pulse = 0.5 } }
        case .minimal:
            content
        }
    }
}

extension View {
    /// The design system's shimmer modifier.
    public func skeletonShimmer() -> some View { modifier(SkeletonShimmerModifier()) }
}

/// The design system's placeholder block: systemFill, 8 pt corners by default, shimmering.
public struct SkeletonView: View {
    var width: CGFloat? = nil
    var height: CGFloat
    var cornerRadius: CGFloat = 8
    public init(width: CGFloat? = nil, height: CGFloat, cornerRadius: CGFloat = 8) {
        self.width = width; self.height = height; self.cornerRadius = cornerRadius
    }
    public var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(Color.systemFill)
            .frame(width: width, height: height)
            .skeletonShimmer()
    }
}

/// The design system's home-screen skeleton (its outer vertical scroll view is the screen itself).
public struct ContentViewSkeleton: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.xl) {
            SkeletonView(width: 110, height: 32, cornerRadius: 16)
                .padding(.horizontal, AppSpacing.lg)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: AppSpacing.md) {
                    ForEach(0..<3) { _ in
                        SkeletonView(height: 120, cornerRadius: 20).frame(width: 200)
                    }
                }
                .padding(.horizontal, AppSpacing.lg)
                .padding(.vertical, AppSpacing.xs)
            }
            VStack(spacing: AppSpacing.md) {
                ForEach(0..<3) { _ in ContentSectionCardSkeleton() }
            }
            .padding(.horizontal, AppSpacing.lg)
        }
        .padding(.vertical, AppSpacing.md)
    }
}

struct ContentSectionCardSkeleton: View {
    var body: some View {
        HStack(spacing: AppSpacing.md) {
            SkeletonView(width: 36, height: 36, cornerRadius: 18)
            VStack(alignment: .leading, spacing: AppSpacing.xs) {
                SkeletonView(width: 140, height: 14)
                SkeletonView(width: 100, height: 12, cornerRadius: 6)
            }
            Spacer()
        }
        .padding(AppSpacing.md)
        .frame(maxWidth: .infinity, minHeight: 72)
        .background(Color.secondarySystemGroupedBackground)
        .clipShape(.rect(cornerRadius: AppRadius.md))
    }
}

/// The design system's insights skeleton.
public struct InsightsSkeleton: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.lg) {
            InsightsSummaryHeaderSkeleton().padding(.horizontal, AppSpacing.lg)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: AppSpacing.sm) {
                    ForEach(0..<4) { _ in SkeletonView(width: 70, height: 30, cornerRadius: 15) }
                }
                .padding(.horizontal, AppSpacing.lg)
            }
            SkeletonView(width: 100, height: 16).padding(.horizontal, AppSpacing.lg)
            VStack(spacing: AppSpacing.md) {
                ForEach(0..<3) { _ in InsightCardSkeleton() }
            }
            .padding(.horizontal, AppSpacing.lg)
        }
        .padding(.vertical, AppSpacing.md)
    }
}

struct InsightsSummaryHeaderSkeleton: View {
    var body: some View {
        VStack(spacing: AppSpacing.md) {
            HStack(spacing: AppSpacing.md) {
                ForEach(0..<3) { _ in
                    VStack(spacing: AppSpacing.xs) {
                        SkeletonView(height: 11, cornerRadius: 5)
                        SkeletonView(height: 20, cornerRadius: 7)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            Divider().opacity(0.3)
            HStack {
                SkeletonView(width: 150, height: 13, cornerRadius: 6)
                Spacer()
                SkeletonView(width: 64, height: 22, cornerRadius: 11)
            }
        }
        .padding(AppSpacing.md)
        .background(Color.secondarySystemGroupedBackground)
        .clipShape(.rect(cornerRadius: AppRadius.md))
    }
}

struct InsightCardSkeleton: View {
    var body: some View {
        HStack(spacing: AppSpacing.md) {
            SkeletonView(width: 40, height: 40, cornerRadius: 20)
            VStack(alignment: .leading, spacing: AppSpacing.xs) {
                SkeletonView(width: 160, height: 13)
                SkeletonView(width: 100, height: 11, cornerRadius: 5)
                SkeletonView(width: 120, height: 19, cornerRadius: 8)
            }
            Spacer()
            SkeletonView(width: 72, height: 48, cornerRadius: 8)
        }
        .padding(AppSpacing.md)
        .background(Color.secondarySystemGroupedBackground)
        .clipShape(.rect(cornerRadius: AppRadius.md))
    }
}
