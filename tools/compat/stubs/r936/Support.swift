// Stubs for jujugoboom/ClickerGaem (r936), an Antimatter Dimensions-style idle game: the big-number type
// (SwiftInfinite.swift: mantissa and exponent, written "1.00e40" from e33 up), the game's state objects the
// autobuyer reads (Antimatter, Statistics, Dimensions, GameInstance), the dimension autobuyer
// (Autobuyer/AMDimensionAutobuyer.swift: cost 1e10^(tier-1) × 1e40, buy rate by tier, bought when total
// antimatter reaches the cost) and the Core Data stack the preview sets (ClickerGaemData.swift, an in-memory
// container here). Our own test doubles with the app's names.
import SwiftUI
import Foundation
import CoreData

final class InfiniteDecimal: NSObject, ExpressibleByIntegerLiteral {
    let m: Double
    let e: Int

    init(mantissa: Double, exponent: Int) {
        var m = mantissa
        var e = exponent
        while abs(m) >= 10 { m /= 10; e += 1 }
        while m != 0 && abs(m) < 1 { m *= 10; e -= 1 }
        self.m = m
        self.e = e
    }

    convenience init(integerLiteral value: Int) {
        self.init(mantissa: Double(value), exponent: 0)
    }

    func mul(value: InfiniteDecimal) -> InfiniteDecimal { InfiniteDecimal(mantissa: m * value.m, exponent: e + value.e) }
    func gte(other: InfiniteDecimal) -> Bool { e != other.e ? e > other.e : m >= other.m }

    override var description: String {
        if m == 0 { return "0" }
        if e >= 33 { return String(format: "%.2fe%d", m, e) }
        let thousands = max(e / 3, 0)
        let scaled = m * pow(10, Double(e - thousands * 3))
        let units = ["", "K", "M", "B", "T", "Qa", "Qt", "Sx", "Sp", "Oc", "No", "Dc"]
        return String(format: "%.2f", scaled) + units[min(thousands, units.count - 1)]
    }
}

@Observable class Antimatter {
    var antimatter: InfiniteDecimal = 10
}

@Observable class Statistics {
    var totalAntimatter: InfiniteDecimal = 10
}

class Dimensions {}

@Observable class GameInstance {
    var antimatter = Antimatter()
    var statistics = Statistics()
    var dimensions = Dimensions()
}

class AMDimensionAutobuyer: Identifiable {
    var antimatter: Antimatter
    var statistics: Statistics
    var dimensions: Dimensions
    var purchased: Bool = false
    var id: String
    var enabled: Bool = false
    var autobuyCount: Int = 0
    var tier: Int

    var cost: InfiniteDecimal { InfiniteDecimal(mantissa: 1, exponent: 10 * (tier - 1) + 40) }
    var buyRate: Double { [0, 500, 600, 700, 800, 900, 1000, 1100, 1200][tier] / 1000 }
    var canBuy: Bool { statistics.totalAntimatter.gte(other: cost) }

    init(antimatter: Antimatter, statistics: Statistics, dimensions: Dimensions, tier: Int, purchaseAmount: Int = 10) {
        self.antimatter = antimatter
        self.statistics = statistics
        self.dimensions = dimensions
        self.tier = tier
        self.id = "dimension-autobuyer-\(tier)"
        self.autobuyCount = purchaseAmount
    }

    func purchase() { purchased = true }
    func toggleEnabled() { enabled.toggle() }
}

class ClickerGaemData: ObservableObject {
    static let shared = ClickerGaemData()

    static var preview: NSPersistentContainer {
        NSPersistentContainer(name: "ClickerGaemModel", managedObjectModel: NSManagedObjectModel())
    }

    lazy var persistentContainer: NSPersistentContainer = ClickerGaemData.preview
}
