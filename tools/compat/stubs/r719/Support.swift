// Stubs for Mundo-Inc/mundo-ios-app (r719): the earnings view model's change entity (a title and an amount
// in cents). Our own test double.
import SwiftUI

final class EarningsVM: ObservableObject {
    struct ChangeEntity: Identifiable {
        let id = UUID()
        let title: String?
        let amount: Double
    }
}
