import SwiftUI
// Stubs for LoopKit/LoopKit LoopKitUI/Views/CheckmarkListItem.swift (what the row uses from elsewhere in its app).

/// An hours-and-minutes countdown picker (a UIDatePicker via UIViewRepresentable in the app);
/// the stub shows the duration as text.
public struct DurationPicker: View {
    @Binding public var duration: TimeInterval
    public var validDurationRange: ClosedRange<TimeInterval>
    public var minuteInterval: Int

    public init(duration: Binding<TimeInterval>, validDurationRange: ClosedRange<TimeInterval>, minuteInterval: Int = 15) {
        self._duration = duration
        self.validDurationRange = validDurationRange
        self.minuteInterval = minuteInterval
    }

    public var body: some View {
        let minutes = Int(min(max(duration, validDurationRange.lowerBound), validDurationRange.upperBound) / 60)
        Text("\(minutes / 60) hours \(minutes % 60) min")
            .font(.title3)
    }
}

extension AnyTransition {
    static let fadeInFromTop = move(edge: .top).combined(with: .opacity)
}
