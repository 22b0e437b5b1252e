// Stubs for minhdq1473/EF25HealthKitImplementation (r712): the achievement model (declared with the
// activity screen in the app). Our own test double.
import SwiftUI

struct Achievement: Identifiable {
    let id = UUID()
    let title: String
    let description: String
    let icon: String
    let color: Color
    let isUnlocked: Bool
}
