import Foundation
import SwiftUI

// kasianov-mikhail/scout at ad0fa4df: what the cases' ScoutUI files name from files that are not
// among the cases' own (they would pull in the Scout module's Core Data, database and chart-scale
// code). Restated from those files, only the members the cases' files use.

// ScoutUI/Primitives/Indicators/StatView.swift: `@Entry var chartColor: Color = .blue` (the
// environment value HeatmapView reads; the snapshots leave it at its default).
private struct OracleChartColorKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var chartColor: Color {
        get { self[OracleChartColorKey.self] }
        set { self[OracleChartColorKey.self] = newValue }
    }
}

// ScoutUI/Primitives/Visualization/Chart/Model/ChartSeries.swift: `HasCount` and its `total`.
protocol HasCount {
    associatedtype Count: AdditiveArithmetic
    var count: Count { get }
}

extension Collection where Element: HasCount {
    var total: Element.Count {
        reduce(.zero) { $0 + $1.count }
    }
}

// ScoutUI/Primitives/Visualization/Chart/Model/ChartPoint.swift: a dated count, ordered by date
// (the app constrains `T` to its `Plottable & MetricScalar` numbers). Named by
// `HeatmapGrid.init(points:range:calendar:)` and `MiniChartSeries.init(points:range:aggregation:)`,
// which the snapshots do not call.
struct ChartPoint<T: AdditiveArithmetic & Comparable>: HasCount, Comparable {
    let date: Date
    let count: T

    static func < (lhs: ChartPoint, rhs: ChartPoint) -> Bool {
        lhs.date < rhs.date
    }
}

// Scout/Diagnostics/Metrics/MetricSeries.swift: the series `MetricHistogram.buckets(from:)` reads
// (not called by the snapshots).
package struct MetricSeries: Sendable {
    package let name: String
    package let category: String?
    package let version: String?
    package let points: [MetricSeriesPoint]
}

package struct MetricSeriesPoint: Sendable {
    package let date: Int64
    package let value: MetricValue
}

package enum MetricValue: Equatable, Sendable {
    case int(Int)
    case double(Double)

    package var doubleValue: Double {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        }
    }
}
