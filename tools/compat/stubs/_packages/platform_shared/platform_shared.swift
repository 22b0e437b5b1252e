import Foundation
// Stub of EasyWallet-KMP's Kotlin Multiplatform framework platform_shared (BreakZero/EasyWallet-KMP
// platform/model and platform/shared), as Kotlin/Native exports it to Swift: data classes as
// classes with memberwise initialisers, enums as classes with static cases and `name`. Test double.

open class KotlinBase: Equatable {
    public static func == (lhs: KotlinBase, rhs: KotlinBase) -> Bool { lhs === rhs }
}

/// model/asset/AssetNetwork.kt (not read by the rows)
public final class ModelAssetNetwork: KotlinBase {}

/// model/asset/AssetPlatform.kt
public final class ModelAssetPlatform: KotlinBase {
    public let id: String
    public let shortName: String
    public let chainIdentifier: String?
    public let network: ModelAssetNetwork?
    public init(id: String, shortName: String, chainIdentifier: String?, network: ModelAssetNetwork?) {
        self.id = id
        self.shortName = shortName
        self.chainIdentifier = chainIdentifier
        self.network = network
    }
}

/// model/asset/AssetBalance.kt
public final class ModelAssetBalance: KotlinBase {
    public let id: String
    public let name: String
    public let symbol: String
    public let decimalPlace: Int32
    public let logoURI: String
    public let contract: String?
    public let platform: ModelAssetPlatform
    public let address: String
    public let balance: String
    public init(id: String, name: String, symbol: String, decimalPlace: Int32, logoURI: String, contract: String?,
                platform: ModelAssetPlatform, address: String, balance: String) {
        self.id = id
        self.name = name
        self.symbol = symbol
        self.decimalPlace = decimalPlace
        self.logoURI = logoURI
        self.contract = contract
        self.platform = platform
        self.address = address
        self.balance = balance
    }
}

/// shared/model/transaction/TransactionUiModel.kt
public final class Direction: KotlinBase {
    public let name: String
    private init(name: String) { self.name = name }
    public static let send = Direction(name: "SEND")
    public static let receive = Direction(name: "RECEIVE")
}

public final class TransactionStatus: KotlinBase {
    public let name: String
    private init(name: String) { self.name = name }
    public static let confirmed = TransactionStatus(name: "Confirmed")
    public static let pending = TransactionStatus(name: "Pending")
    public static let failed = TransactionStatus(name: "Failed")
}

open class TransactionUiModel: KotlinBase {
    open var hash: String { "" }
    open var amount: String { "" }
    open var recipient: String { "" }
    open var symbol: String { "" }
    open var sender: String { "" }
    open var direction: Direction { .send }
    open var datetime: String { "" }
    open var status: TransactionStatus { .pending }
}

/// shared/model/transaction/EthereumTransactionUiModel.kt
public final class EthereumTransactionUiModel: TransactionUiModel {
    private let _hash, _amount, _recipient, _sender, _symbol, _datetime: String
    private let _direction: Direction
    private let _status: TransactionStatus
    public let gas: String
    public let gasPrice: String
    public let gasUsed: String
    public let functionName: String?

    public init(hash: String, amount: String, recipient: String, sender: String, direction: Direction, symbol: String,
                datetime: String, status: TransactionStatus, gas: String, gasPrice: String, gasUsed: String, functionName: String?) {
        _hash = hash; _amount = amount; _recipient = recipient; _sender = sender; _symbol = symbol; _datetime = datetime
        _direction = direction; _status = status
        self.gas = gas; self.gasPrice = gasPrice; self.gasUsed = gasUsed; self.functionName = functionName
    }

    public override var hash: String { _hash }
    public override var amount: String { _amount }
    public override var recipient: String { _recipient }
    public override var symbol: String { _symbol }
    public override var sender: String { _sender }
    public override var direction: Direction { _direction }
    public override var datetime: String { _datetime }
    public override var status: TransactionStatus { _status }
}
