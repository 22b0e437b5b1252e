import Foundation
// Stubs for mikaelacaron/Basic-Car-Maintenance Basic-Car-Maintenance/Shared/Settings/Views/ContributorsProfileView.swift:
// the symbol name it uses (Shared/Utilities/Constants.swift, SFSymbol).

enum SFSymbol {
    static let personCircle = "person.circle.fill"
}
