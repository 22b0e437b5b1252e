import SwiftUI
import SwiftData
// Stubs for Mahaboobsab/eSociety eSociety/Features/AddNewFamilyView/FamilyListView/FlatCellView/
// FlatCellView.swift: the SwiftData model Resident (eSociety/DataBase/Resident.swift, without its family
// relationship), the localisation keys (Configuration/Localization/LocalizedKeys.swift) with a `localized`
// lookup standing in for the app's (not in the repository) over its en.lproj/Localizable.strings,
// DateFormatterUtil (an Objective-C class of the app, DateFormatterUtil.m, as Swift sees it) and AppFont
// (Resources/Fonts/FontConstants.swift: Roboto, bundled by the app).

@Model
class Resident {
    @Attribute(.unique) var id: UUID
    var flatNumber: String
    var emailID: String
    var ownerName: String
    var ownershipType: String
    var contactNumber: String
    var moveInDate: Date
    var numberOfResidents: Int
    var maintenanceCategory: String

    init(flatNumber: String, emailID: String, ownerName: String, ownershipType: String, contactNumber: String,
         moveInDate: Date, numberOfResidents: Int, maintenanceCategory: String) {
        self.id = UUID()
        self.flatNumber = flatNumber
        self.emailID = emailID
        self.ownerName = ownerName
        self.ownershipType = ownershipType
        self.contactNumber = contactNumber
        self.moveInDate = moveInDate
        self.numberOfResidents = numberOfResidents
        self.maintenanceCategory = maintenanceCategory
    }
}

let kFlatNo = "FlatNo"
let kOwnerName = "OwnerName"
let kContact = "Contact"
let kResidentCount = "ResidentCount"
let kOwnership = "Ownership"
let kDelete = "Delete"
let kEdit = "Edit"
let kMoveInDateLabel = "MoveInDateLabel"

extension String {
    /// en.lproj/Localizable.strings, for the keys the row shows.
    private static let englishStrings = [
        "FlatNo": "Flat No:", "OwnerName": "Owner:", "Contact": "Contact:", "ResidentCount": "Residents:",
        "Ownership": "Ownership:", "Delete": "Delete", "Edit": "Edit", "MoveInDateLabel": "Move-In Date",
    ]

    var localized: String {
        String.englishStrings[self] ?? NSLocalizedString(self, comment: "")
    }
}

final class DateFormatterUtil: NSObject {
    static func string(from date: Date?, format: String) -> String {
        guard let date else { return "" }
        let formatter = DateFormatter()
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

enum FontName {
    static let robotoRegular = "Roboto-Regular"
    static let robotoBold = "Roboto-Bold"
    static let robotoLight = "Roboto-Light"
}

enum AppFont {
    static func roboto(size: CGFloat) -> Font {
        .custom(FontName.robotoRegular, size: size)
    }

    static func robotoBold(size: CGFloat) -> Font {
        .custom(FontName.robotoBold, size: size)
    }

    static func robotoLight(size: CGFloat) -> Font {
        .custom(FontName.robotoLight, size: size)
    }
}
