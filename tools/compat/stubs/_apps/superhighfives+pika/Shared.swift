import Defaults
import SwiftUI
// Stubs shared by the rows of superhighfives/pika (what they use from elsewhere in the app).

enum CopyFormat: String, Codable, CaseIterable {
    case css = "preferences.copy.options.css"
    case design = "preferences.copy.options.design"
    case swiftUI = "preferences.copy.options.swiftui"
    case unformatted = "preferences.copy.options.unformatted"
}
