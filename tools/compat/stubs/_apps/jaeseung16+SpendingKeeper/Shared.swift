// Stubs for jaeseung16/SpendingKeeper shared by its rows (r780–r782): the SwiftData models the rows show
// (Model/SKRecord.swift, SKSnapshot.swift, SKAccount.swift; a snapshot's record relationships left out)
// and the transaction kind. Our own test doubles with the app's names.
import Foundation
import SwiftData

enum SKTransaction: String, CaseIterable, Identifiable, Codable {
    case income
    case spending
    var id: Self { self }
}

@Model
class SKRecord {
    var uid: UUID = UUID()
    var recordDate: Date = Date.now
    var recordDescription: String = ""
    var transactionType: SKTransaction = SKTransaction.spending
    var accountName: String = ""
    var amount: Double = 0.0

    init(uid: UUID = .init(), recordDate: Date = .now, recordDescription: String = "",
         transactionType: SKTransaction = .spending, accountName: String = "", amount: Double = 0.0) {
        self.uid = uid
        self.recordDate = recordDate
        self.recordDescription = recordDescription
        self.transactionType = transactionType
        self.accountName = accountName
        self.amount = amount
    }
}

@Model
class SKSnapshot {
    var uuid: UUID = UUID()
    var title: String = ""
    var begin: Date = Date()
    var end: Date = Date()

    init(uuid: UUID = .init(), title: String = "", begin: Date = .now, end: Date = .now) {
        self.uuid = uuid
        self.title = title
        self.begin = begin
        self.end = end
    }
}

@Model
class SKAccount {
    var uid: UUID = UUID()
    var name: String = ""

    init(uid: UUID = .init(), name: String = "") {
        self.uid = uid
        self.name = name
    }
}

@MainActor func spendingKeeperSampleContainer() -> ModelContainer {
    try! ModelContainer(for: SKRecord.self, SKSnapshot.self, SKAccount.self,
                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}
