import Foundation
// Stub of the BitcoinDevKit package (bitcoindevkit/bdk-swift, UniFFI bindings of BDK): the value
// types corpus rows read, as plain structs and enums. Test double; no wallet behind them.

public struct Txid: Hashable, CustomStringConvertible {
    public let hex: String
    public init(hex: String) { self.hex = hex }
    public static func fromString(hex: String) throws -> Txid { Txid(hex: hex) }
    public var description: String { hex }
}

public struct Amount: Hashable {
    private let sats: UInt64
    public static func fromSat(satoshi: UInt64) -> Amount { Amount(sats: satoshi) }
    public func toSat() -> UInt64 { sats }
}

public struct BlockId: Hashable {
    public let height: UInt32
    public let hash: String
    public init(height: UInt32, hash: String) {
        self.height = height
        self.hash = hash
    }
}

public struct ConfirmationBlockTime: Hashable {
    public let blockId: BlockId
    public let confirmationTime: UInt64
    public init(blockId: BlockId, confirmationTime: UInt64) {
        self.blockId = blockId
        self.confirmationTime = confirmationTime
    }
}

public enum ChainPosition: Hashable {
    case confirmed(confirmationBlockTime: ConfirmationBlockTime, transitively: Txid?)
    case unconfirmed(timestamp: UInt64?)
}

public struct TxDetails {
    public let txid: Txid
    public let sent: Amount
    public let received: Amount
    public let fee: Amount?
    public let balanceDelta: Int64
    public let chainPosition: ChainPosition

    public init(txid: Txid, sent: Amount, received: Amount, fee: Amount?, balanceDelta: Int64,
                chainPosition: ChainPosition) {
        self.txid = txid
        self.sent = sent
        self.received = received
        self.fee = fee
        self.balanceDelta = balanceDelta
        self.chainPosition = chainPosition
    }
}

public struct OutPoint: Hashable {
    public let txid: Txid
    public let vout: UInt32
    public init(txid: Txid, vout: UInt32) {
        self.txid = txid
        self.vout = vout
    }
}

public struct Script: Hashable {
    public let rawOutputScript: Data
    public init(rawOutputScript: Data) { self.rawOutputScript = rawOutputScript }
}

public struct TxOut: Hashable {
    public let value: Amount
    public let scriptPubkey: Script
    public init(value: Amount, scriptPubkey: Script) {
        self.value = value
        self.scriptPubkey = scriptPubkey
    }
}

public enum KeychainKind: Hashable {
    case external
    case `internal`
}

public struct LocalOutput {
    public let outpoint: OutPoint
    public let txout: TxOut
    public let keychain: KeychainKind
    public let isSpent: Bool
    public let derivationIndex: UInt32
    public let chainPosition: ChainPosition

    public init(outpoint: OutPoint, txout: TxOut, keychain: KeychainKind, isSpent: Bool,
                derivationIndex: UInt32, chainPosition: ChainPosition) {
        self.outpoint = outpoint
        self.txout = txout
        self.keychain = keychain
        self.isSpent = isSpent
        self.derivationIndex = derivationIndex
        self.chainPosition = chainPosition
    }
}
