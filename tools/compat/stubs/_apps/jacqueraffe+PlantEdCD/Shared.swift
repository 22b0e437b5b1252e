// Stubs the rows r524, r525 of jacqueraffe/PlantEdCD share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import CoreData
import UIKit

class Plant: NSManagedObject {
    var lastWatered: Date?
    var name: String?
    var nextWater: Date?
    var photo: UIImage?
    var wateringFrequency: Int16 = 0
    var type: Type?
}

class Type: NSManagedObject {
    var bio: String?
    var builtIn: Bool = false
    var catagory: String?
    var name: String?
    var photo: NSObject?
}

/// Our stand-ins for Models/Plant+Helpers.swift.
extension Plant {
    /// Last watered more than twelve hours ago.
    var readyToWater: Bool {
        guard let lastWatered else { return false }
        return Date().timeIntervalSince(lastWatered) > 12 * 3600
    }

    var wrappedName: String {
        get { name ?? "" }
        set {
            objectWillChange.send()
            name = newValue
        }
    }

    /// The watering frequency's days after the last watering, when both are known.
    var computedNextWater: Date? {
        guard wateringFrequency > 0, let lastWatered else { return nil }
        return Calendar.current.date(byAdding: DateComponents(day: Int(wateringFrequency)), to: lastWatered)
    }

    var typeName: String {
        get { type?.name ?? "" }
        set {
            objectWillChange.send()
            let kind = type ?? Type(context: managedObjectContext!)
            kind.name = newValue
            type = kind
        }
    }
}

extension Date {
    /// The date in the short style ("11/24/25").
    var short: String { DateFormatter.localizedString(from: self, dateStyle: .short, timeStyle: .none) }
}
