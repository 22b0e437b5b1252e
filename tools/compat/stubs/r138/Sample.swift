import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSManagedObjectContext()
    let record = DailyRecord(context: context)
    record.date = Date(timeIntervalSince1970: 1_730_764_800) // 5 Nov 2024
    record.dailyGoal = 2_500
    let intakes: [WaterIntakeRecord] = [250, 500, 330, 400].map { amount in
        let intake = WaterIntakeRecord(context: context)
        intake.amount = amount
        intake.parentRecord = record
        return intake
    }
    record.waterIntakes = NSSet(array: intakes)
    return List {
        DailyRecordRow(record: record)
    }
}
