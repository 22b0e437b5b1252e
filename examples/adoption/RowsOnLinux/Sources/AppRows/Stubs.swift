// What the app's rows use from elsewhere in the app (App/Models), as the tests need it.
import Foundation

struct Account: Identifiable {
    let id: UUID
    let name: String
    let balance: Decimal
    let isShared: Bool
}
