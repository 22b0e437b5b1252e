import Foundation
// Stubs for badbebrik/Drink-Water Drink&Water/Views/NotificationCell.swift: NotificationModel
// (Models/NotificationModel.swift, as there).

struct NotificationModel: Identifiable {
    var id: UUID
    var hour: Int
    var minute: Int
    var text: String
}
