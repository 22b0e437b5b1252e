import Foundation
// Stubs for MZS-Git/Medications Medication/Medication/Common/ReuseableView/BulletView.swift: the image names
// of the app's Constants (Medication/Medication/Utilities/Constants.swift).

enum Constants {
    struct Image {
        static let splashIcon = "catalog"
        static let pill = "pills.fill"
        static let plusCircle = "plus.circle"
        static let circleFill = "circle.fill"
    }
}
