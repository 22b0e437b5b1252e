// Stubs for supergeorg/Grocy-SwiftUI Grocy Mobile/Views/MasterData/MDLocation/MDLocationRowView.swift:
// the MDLocation SwiftData model (Model/MasterData/MDLocationsModel.swift, without its Codable
// conformance). Our own test double.
import Foundation
import SwiftData

@Model
final class MDLocation: Identifiable {
    @Attribute(.unique) var id: Int
    var name: String
    var active: Bool
    var mdLocationDescription: String
    var isFreezer: Bool
    var rowCreatedTimestamp: String

    init(id: Int, name: String, active: Bool, mdLocationDescription: String, isFreezer: Bool, rowCreatedTimestamp: String) {
        self.id = id
        self.name = name
        self.active = active
        self.mdLocationDescription = mdLocationDescription
        self.isFreezer = isFreezer
        self.rowCreatedTimestamp = rowCreatedTimestamp
    }
}
