import SwiftUI
import CoreData
// Stubs for saulram/Hidratize Hidratize/Features/Stats/DailyRecordRow.swift (what the row uses from elsewhere in its app).

/// A day's goal and intakes (a Core Data entity in the app; attributes as stored properties here).
final class DailyRecord: NSManagedObject {
    var dailyGoal: Double = 0
    var date: Date?
    var id: UUID?
    var waterIntake: Double = 0
    var waterIntakes: NSSet?
}

/// One logged drink (a Core Data entity in the app).
final class WaterIntakeRecord: NSManagedObject {
    var amount: Double = 0
    var timestamp: Date?
    var parentRecord: DailyRecord?
}

/// A progress ring: a faint full track and a gradient arc for the progress; full turns past 100 %
/// are drawn as fading rings under the partial one.
struct RingView: View {
    var gradient: AngularGradient
    var progress: Double
    var lineWidth: CGFloat = 20
    var size: CGFloat
    var maxOpacityDecrease: Double = 0.2
    var minOpacity: Double = 0.3

    var body: some View {
        let fullLoops = Int(progress)
        let partial = progress.truncatingRemainder(dividingBy: 1)
        ZStack {
            Circle()
                .stroke(gradient.opacity(0.2), lineWidth: lineWidth)
                .frame(width: size, height: size)
            ForEach(0..<min(fullLoops, 10), id: \.self) { loop in
                arc(1, opacity: max(1 - Double(loop) * maxOpacityDecrease, minOpacity))
            }
            if partial > 0 {
                arc(partial, opacity: max(1 - Double(fullLoops) * maxOpacityDecrease, minOpacity))
            }
        }
    }

    private func arc(_ fraction: Double, opacity: Double) -> some View {
        Circle()
            .trim(from: 0, to: CGFloat(min(max(fraction, 0), 1)))
            .stroke(gradient.opacity(opacity), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            .rotationEffect(.degrees(-90))
            .frame(width: size, height: size)
            .shadow(color: Color.black.opacity(0.2), radius: 5, x: 4, y: 4)
            .shadow(color: Color.black.opacity(0.4), radius: 3, x: -2, y: -2)
    }
}
