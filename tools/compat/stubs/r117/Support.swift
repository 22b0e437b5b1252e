import SwiftUI
// Stubs for artemisak/DiaCompanion_iOS dia/Diary/Indicator/indicator.swift (what the row uses from elsewhere in its app).

/// dia/Diary/Indicator/BypassProtocol.swift
protocol BypassIndicator {
    var value: Double { get }
    var label: String { get }
    var lowerBound: Double { get }
    var upperBound: Double { get }
    var bgColor: Color { get }
}
