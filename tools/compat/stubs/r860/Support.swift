// Stubs for amoeba/Monitor (r860): the pinged source and its grade (Models/Source.swift) and the model
// data holding the sources (Models/ModelData.swift: read from sources.json and pinged on a timer in the
// app; listed here). Our own test doubles with the app's names.
import SwiftUI

struct Source: Hashable, Codable, Identifiable {
    var id: UUID = UUID()
    var name: String
    var address: String
    var lastPing: String?
    var lastPingUnit: String?
    var lastPingGrade: Int?
}

enum PingGrade: Int {
    case good = 0
    case okay = 1
    case bad = 2
}

final class ModelData: ObservableObject {
    @Published var sources: [Source] = [
        Source(name: "Router", address: "192.168.1.1", lastPing: "3", lastPingUnit: "ms", lastPingGrade: PingGrade.good.rawValue),
        Source(name: "Cloudflare DNS", address: "1.1.1.1", lastPing: "48", lastPingUnit: "ms", lastPingGrade: PingGrade.okay.rawValue),
        Source(name: "NAS", address: "nas.local", lastPing: "timeout", lastPingUnit: nil, lastPingGrade: PingGrade.bad.rawValue),
        Source(name: "New source", address: "example.org"),
    ]
}
