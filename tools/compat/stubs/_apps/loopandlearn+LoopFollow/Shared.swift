// Stubs for loopandlearn/LoopFollow shared by its rows (r820–r822): the settings glyph (Helpers/Views/
// Glyph.swift: a symbol on a grey rounded square) and the alarm types with their symbols and one-line
// descriptions (Alarm/AlarmType/AlarmType.swift, Alarm/Alarm.swift). Our own test doubles with the app's
// names; the alarm list is cut to the cases the samples show.
import SwiftUI
import UIKit

struct Glyph: View {
    let symbol: String
    let tint: Color

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color(uiColor: .systemGray))
                .frame(width: 28, height: 28)
            Image(systemName: symbol)
                .font(.system(size: 16))
                .foregroundStyle(tint)
        }
        .frame(width: 36, height: 36)
    }
}

enum AlarmType: String, CaseIterable, Codable {
    case temporary = "Temporary Alert"
    case low = "Low BG Alert"
    case high = "High BG Alert"
    case fastDrop = "Fast Drop Alert"
    case fastRise = "Fast Rise Alert"
    case missedReading = "Missed Reading Alert"
    case notLooping = "Not Looping Alert"
    case battery = "Low Battery"

    var icon: String {
        switch self {
        case .temporary: return "timer"
        case .low: return "arrow.down.to.line"
        case .high: return "arrow.up.to.line"
        case .fastDrop: return "chevron.down.2"
        case .fastRise: return "chevron.up.2"
        case .missedReading: return "wifi.slash"
        case .notLooping: return "circle.slash"
        case .battery: return "battery.25"
        }
    }

    var blurb: String {
        switch self {
        case .temporary: return "A single alert at a glucose level you pick."
        case .low: return "Sounds when glucose falls under your limit."
        case .high: return "Sounds when glucose climbs over your limit."
        case .fastDrop: return "Glucose is falling quickly."
        case .fastRise: return "Glucose is rising quickly."
        case .missedReading: return "The sensor has sent nothing for a while."
        case .notLooping: return "The closed loop has stopped running."
        case .battery: return "The phone's battery is running out."
        }
    }
}
