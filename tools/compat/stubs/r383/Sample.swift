import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let settings = AppSettings(baselineMin: 42, baselineMax: 48)
    let day: TimeInterval = 86400
    let today = Date(timeIntervalSince1970: 1_764_230_400)
    return List {
        ReadingRow(reading: Reading(date: today, value: 49.6), settings: settings)
        ReadingRow(reading: Reading(date: today - day, value: 45.2), settings: settings)
        ReadingRow(reading: Reading(date: today - 2 * day, value: 39.8), settings: settings)
    }
}
