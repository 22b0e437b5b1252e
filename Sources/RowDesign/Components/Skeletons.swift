import RowMotion
import RowScene

/// The design system's shimmer: a white 30 % highlight band (a gradient from `phase` to `phase + 1` of
/// the width) swept with plusLighter, phase −1 → 2 over 1.4 s easeInOut, repeating; clipped.
/// Reduced motion pulses instead; minimal motion shows the static view.
public struct SkeletonShimmerModifier: ViewModifier {
    @Environment(\.animationMode) var mode
    @Environment(\.time) var time
    public init() {}

    /// The sweep phase at time t.
    public static func phase(at t: Double) -> Double { -1 + 3 * TimingCurve.easeInOut.value(at: cycle(t, 1.4)) }

    public func body(content: Content) -> some View {
        if mode == .full {
            let phase = Self.phase(at: time)
            content
                .overlay {
                    LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: Color.white.opacity(0.3), location: 0.5),
                                           .init(color: .clear, location: 1)],
                                   startPoint: UnitPoint(x: phase, y: 0.5), endPoint: UnitPoint(x: phase + 1, y: 0.5))
                        .blendMode(.plusLighter)
                }
                .clipped()
        } else if mode == .reduced {
            content.opacity(RowShimmerView.pulse(at: time) / 0.5)
        } else {
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
