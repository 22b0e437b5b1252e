// Stubs for mbientlab/MetaWear-iOS-MetaWear-App shared by its rows (r791, r792): the app's type scale
// (Presentation/UI/Font/Fonts.swift: small 15 pt rounded and very small 14 pt on iOS), its secondary
// colour (an asset colour the app reads by name), the stack spacing constant, and the live statistics of
// a sensor stream (StatsVM, MWDataStreamStats, DataPointKind with its channel labels). Our own test
// doubles with the app's names.
import SwiftUI

extension Color {
    static let mwSecondary = Color("secondary")
}

extension CGFloat {
    static let standardVStackSpacing: CGFloat = 6
}

extension View {
    func fontSmall(weight: Font.Weight = .regular, design: Font.Design = .rounded, monospacedDigit: Bool = false) -> some View {
        let font = Font.system(size: 15, weight: weight, design: design)
        return self.font(monospacedDigit ? font.monospacedDigit() : font)
    }

    func fontVerySmall(weight: Font.Weight = .regular, design: Font.Design = .default,
                       monospacedDigit: Bool = false, lowercaseSmallCaps: Bool = false) -> some View {
        let font = Font.system(size: 14, weight: weight, design: design)
        return self.font(monospacedDigit ? font.monospacedDigit() : font)
    }
}

public enum DataPointKind: Int {
    case cartesianXYZ, eulerAngle, quaternion

    public var channelLabels: [String] {
        switch self {
        case .cartesianXYZ: return ["X", "Y", "Z"]
        case .eulerAngle: return ["Pitch", "Roll", "Yaw"]
        case .quaternion: return ["W", "X", "Y", "Z"]
        }
    }

    public var indexedChannelLabels: [(index: Int, label: String)] {
        channelLabels.enumerated().map { (index: $0.offset, label: $0.element) }
    }
}

public struct MWDataStreamStats: Hashable {
    public var mins: [Float]
    public var maxs: [Float]
    public var kind: DataPointKind

    public init(kind: DataPointKind, mins: [Float], maxs: [Float]) {
        self.kind = kind
        self.mins = mins
        self.maxs = maxs
    }
}

public class StatsVM: ObservableObject {
    @Published public var stats: MWDataStreamStats
    @Published public var count: Int

    public init(_ stats: MWDataStreamStats, _ count: Int) {
        self.stats = stats
        self.count = count
    }
}
