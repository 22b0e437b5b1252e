import SwiftUI
import EVEAPI

// The wallet journal: a grouped list of entries.
@MainActor func makeSampleRow() -> some View {
    typealias Journal = ESI.Characters.CharacterID.Wallet.Journal
    let entries: [Journal.Success] = [
        Journal.Success(amount: 1_250_000, balance: 48_310_442.5, contextID: nil, contextIDType: nil,
                        date: Date(timeIntervalSince1970: 1_764_200_000), localizedDescription: "Bounty prizes",
                        firstPartyID: 1000125, id: 1, reason: nil, refType: .bounty, secondPartyID: 95465499,
                        tax: 0, taxReceiverID: nil),
        Journal.Success(amount: -82_400, balance: 47_060_442.5, contextID: 1554561480, contextIDType: .marketTransactionID,
                        date: Date(timeIntervalSince1970: 1_764_190_000), localizedDescription: "Brokers fee",
                        firstPartyID: 95465499, id: 2, reason: nil, refType: .brokersFee, secondPartyID: nil,
                        tax: nil, taxReceiverID: nil),
    ]
    return List {
        Section(header: Text("November 27, 2025")) {
            ForEach(entries, id: \.id) { WalletJournalCell(item: $0) }
        }
    }
    .listStyle(.grouped)
}
