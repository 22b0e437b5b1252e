import SwiftUI
import platform_shared

@MainActor func makeSampleRow() -> some View {
    VStack {
        TransactionRowCell(transaction: EthereumTransactionUiModel(
            hash: "0x5c50", amount: "0.25", recipient: "0x8108", sender: "0x1f9a", direction: Direction.receive,
            symbol: "ETH", datetime: "2024.05.21 14:02", status: TransactionStatus.confirmed,
            gas: "21000", gasPrice: "12", gasUsed: "21000", functionName: nil))
        TransactionRowCell(transaction: EthereumTransactionUiModel(
            hash: "0x7a11", amount: "120", recipient: "0x2b3c", sender: "0x8108", direction: Direction.send,
            symbol: "USDC", datetime: "2024.05.20 09:41", status: TransactionStatus.pending,
            gas: "65000", gasPrice: "14", gasUsed: "51234", functionName: "transfer(address,uint256)"))
    }
}
