import Foundation
// Stub of LoopKit/LoopKit (the LoopKit framework Loop links): the types the corpus rows use.

public enum AutomaticDosingStrategy: Int, CaseIterable, Codable {
    case tempBasalOnly
    case automaticBolus

    public var title: String {
        switch self {
        case .tempBasalOnly: return "Temp Basal Only"
        case .automaticBolus: return "Automatic Bolus"
        }
    }
}
