// Stubs shared by the genekoval/minty-swiftui rows (r597–r598): the observable User view model
// (Shared/ViewModels/Users/User.swift, its name) and Date.relative(_:) with RelativeDateTimeStyle
// (Shared/Helpers/Date.swift). Our own test doubles.
import Foundation
import Combine
import SwiftUI

final class User: ObservableObject, Identifiable {
    let id: UUID
    @Published var name: String

    init(id: UUID = UUID(), name: String) {
        self.id = id
        self.name = name
    }
}

enum RelativeDateTimeStyle {
    case full
    case short
}

extension Date {
    /// "now" within the last second, otherwise "5 min. ago"-style text.
    func relative(_ style: RelativeDateTimeStyle) -> String {
        let interval = timeIntervalSinceNow
        if interval > -1 { return "now" }
        let f = RelativeDateTimeFormatter()
        f.unitsStyle = style == .short ? .short : .full
        return f.localizedString(fromTimeInterval: interval)
    }
}
