import NightscoutKit
import SwiftUI
// Stubs for LoopKit/LoopCaregiver LoopCaregiver/Views/Actions/PresetRowView.swift: the app's
// extensions of TemporaryScheduleOverride (LoopCaregiverKit/.../TemporaryScheduleOverride.swift,
// Views/Actions/OverrideView/OverrideView.swift, with TimeInterval's hours and minutes done inline)
// and OverrideInsulinNeedsView (Views/Actions/OverrideInsulinNeedsView.swift, as there).

public extension TemporaryScheduleOverride {
    func durationInMinutes() -> Int {
        Int(duration / 60)
    }

    func targetRangePresentableDescription() -> String? {
        guard let targetRange else { return nil }
        return "\(Int(targetRange.lowerBound)) - \(Int(targetRange.upperBound))"
    }
}

extension TemporaryScheduleOverride {
    var presentedHourAndMinutes: String {
        guard durationInMinutes() > 0 else {
            return "∞"
        }
        let hours = Int(duration) / 3600
        let minutes = (Int(duration) % 3600) / 60
        var hoursPart: String? = nil
        if hours > 0 {
            hoursPart = "\(hours)h"
        }
        var minutesPart: String? = nil
        if minutes > 0 {
            minutesPart = "\(minutes)m"
        }
        return [hoursPart, minutesPart].compactMap({ $0 }).joined(separator: " ")
    }
}

struct OverrideInsulinNeedsView: View {
    var ratioComplete = 0.0

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                fillableCapsule(fillRatio: longFillRatio, fillColor: Color.orange)
                HStack {
                    fillableCapsule(fillRatio: shortFillRatio, fillColor: Color.orange)
                        .frame(width: proxy.size.width * 0.5)
                    Spacer(minLength: 0.0)
                }
            }
        }
    }

    var longFillRatio: Double { min(1.0, ratioComplete * 0.5) }
    var shortFillRatio: Double { min(1.0, ratioComplete) }

    func fillableCapsule(fillRatio: Double, fillColor: Color) -> some View {
        GeometryReader { proxy in
            ZStack {
                Capsule()
                    .fill(Color.white)
                Capsule()
                    .stroke(Color.gray, lineWidth: lineWidth(viewHeight: proxy.size.height))
                HStack {
                    Capsule()
                        .fill(fillColor)
                        .padding(.all, lineWidth(viewHeight: proxy.size.height))
                        .frame(width: proxy.size.width * fillRatio, height: proxy.size.height)
                    Spacer(minLength: 0.0)
                }
            }
        }
    }

    func lineWidth(viewHeight: Double) -> Double {
        viewHeight > 10.0 ? 2.0 : 1.0
    }
}
