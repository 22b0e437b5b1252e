import CoreData
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "Taskable").viewContext
    let report = Tasky(context: context)
    report.title = "Send the quarterly report"
    report.priority = .urgent
    let groceries = Tasky(context: context)
    groceries.title = "Buy groceries"
    groceries.priority = .normal
    return List {
        TaskRow(currtask: report)
        TaskRow(currtask: groceries)
    }
}
