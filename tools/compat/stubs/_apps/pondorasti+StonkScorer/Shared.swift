// Stubs for pondorasti/StonkScorer shared by its rows (r835–r837): the app's constants and icon modifier
// (Helper/Constants.swift, Helper/ImageModifier.swift), its main colour (system blue), the saved score
// (Core Data entity SkystoneScore of Scorer.xcdatamodeld: its attributes as stored properties of an
// NSManagedObject subclass, with the generated fetchRequest()), the match info and scorer read from it
// (Scorer/Models: the points counted in a simplified way of our own) and the splash screen's feature model.
// Our own test doubles with the app's names.
import SwiftUI
import UIKit
import CoreData

struct Constants {
    static let iconMinWidth: CGFloat = 36
    static let sfSymbolSize: CGFloat = 22
    static let navBarIcons: CGFloat = 24
    static let pickerMaxWidth: CGFloat = 256
}

extension Image {
    func iconModifier() -> some View {
        self
            .font(.system(size: Constants.sfSymbolSize))
            .frame(minWidth: Constants.iconMinWidth)
            .accessibility(hidden: true)
    }
}

extension Color {
    static let mainColor = Color(.systemBlue)
}

public class SkystoneScore: NSManagedObject {
    public var id: UUID?
    public var allianceColor: Int16 = 0
    public var teamNumber: String?
    public var matchNumber: String?
    public var comments: String?
    public var autoStonesDelivered: Int16 = 0
    public var autoStonesPlaced: Int16 = 0
    public var teleOpStonesDelivered: Int16 = 0
    public var teleOpStonesPlaced: Int16 = 0
    public var skyscraperHeight: Int16 = 0
    public var numberOfParkings: Int16 = 0

    @nonobjc public class func fetchRequest() -> NSFetchRequest<SkystoneScore> {
        NSFetchRequest<SkystoneScore>(entityName: "SkystoneScore")
    }
}

struct MatchInfo {
    var allianceColor: Int
    var teamNumber: String
    var matchNumber: String
    var comments: String

    init() {
        allianceColor = 0
        teamNumber = ""
        matchNumber = ""
        comments = ""
    }

    init(from score: SkystoneScore) {
        self.init()
        allianceColor = Int(score.allianceColor)
        teamNumber = score.teamNumber ?? ""
        matchNumber = score.matchNumber ?? ""
        comments = score.comments ?? ""
    }
}

protocol TotalPoints {
    var totalPoints: Int { get }
}

struct Scorer: TotalPoints {
    var autoDelivered = 0
    var autoPlaced = 0
    var teleOpDelivered = 0
    var teleOpPlaced = 0
    var height = 0
    var parkings = 0

    init() {}

    init(from score: SkystoneScore) {
        autoDelivered = Int(score.autoStonesDelivered)
        autoPlaced = Int(score.autoStonesPlaced)
        teleOpDelivered = Int(score.teleOpStonesDelivered)
        teleOpPlaced = Int(score.teleOpStonesPlaced)
        height = Int(score.skyscraperHeight)
        parkings = Int(score.numberOfParkings)
    }

    var totalPoints: Int {
        autoDelivered * 2 + autoPlaced * 4 + teleOpDelivered + teleOpPlaced + height * 2 + parkings * 5
    }
}

struct FeatureInfoModel: Hashable {
    var title: String
    var description: String
    var imageName: String
}

/// The app's Core Data stack (AppDelegate's persistent container; in memory here).
enum ScorerStore {
    static let container = NSPersistentContainer(name: "Scorer")
    static var context: NSManagedObjectContext { container.viewContext }
}
