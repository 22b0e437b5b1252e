import Foundation
import SwiftData
// Stubs for understann/DevCommuToDoApp DevCommuToDoApp/View/TaskRow.swift: the SwiftData model DataItem
// (DevCommuToDoApp/Model/DataItem.swift), as the app has it.

@Model
class DataItem: Identifiable {
    var name: String
    var isCheck: Bool = false
    var dueDate: Date

    init(name: String = "", dueDate: Date = Date.now) {
        self.name = name
        self.dueDate = dueDate
    }
}
