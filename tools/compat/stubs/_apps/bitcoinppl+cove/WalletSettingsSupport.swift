import SwiftUI
// Stubs (shared by r420 and r422, two views of one file) for bitcoinppl/cove Flows/SettingsFlow/WalletSettings/WalletSettingsSections.swift (the
// sections around the row need them): from the Rust core's generated types, WalletMetadata
// (reduced to the fields the file reads), Network, WalletType, WalletBirthday, WalletColor (some
// cases), HardwareWalletMetadata with TapSigner and defaultWalletColors(); from the app,
// WalletMetadata.isTapSigner() (CoveCore.swift), Color(WalletColor) (Extention/Color+Ext.swift,
// WalletColor+Ext.swift) and String(WalletType) (Extention/String+Ext.swift).

public enum Network: Equatable, Hashable, CustomStringConvertible {
    case bitcoin
    case testnet
    case signet

    public var description: String {
        switch self {
        case .bitcoin: "Bitcoin"
        case .testnet: "Testnet"
        case .signet: "Signet"
        }
    }
}

public enum WalletType: Equatable, Hashable, CustomStringConvertible {
    case hot
    case cold
    case xpubOnly
    case watchOnly

    public var description: String {
        switch self {
        case .hot: "Hot"
        case .cold: "Cold"
        case .xpubOnly: "Xpub Only"
        case .watchOnly: "Watch Only"
        }
    }
}

public enum WalletBirthday: Equatable, Hashable {
    case blockHeight(UInt64)
    case timestamp(UInt64)

    public func blockHeightFmt() -> String? {
        guard case let .blockHeight(height) = self else { return nil }
        return height.formatted()
    }
}

public enum WalletColor: Equatable, Hashable {
    case red
    case blue
    case green
    case yellow
    case orange
    case purple
    case pink
    case coolGray
}

public func defaultWalletColors() -> [WalletColor] {
    [.red, .blue, .green, .yellow, .orange, .purple, .pink, .coolGray]
}

open class TapSigner: @unchecked Sendable {
    let ident: String

    public init(ident: String) { self.ident = ident }

    open func fullCardIdent() -> String { ident }
}

public enum HardwareWalletMetadata {
    case tapSigner(TapSigner)

    public func isTapSigner() -> Bool { true }
}

public struct WalletMetadata {
    public var name: String
    public var color: WalletColor
    public var network: Network
    public var walletType: WalletType
    public var birthday: WalletBirthday?
    public var hardwareMetadata: HardwareWalletMetadata?
    public var showLabels: Bool
}

public extension WalletMetadata {
    func isTapSigner() -> Bool {
        hardwareMetadata?.isTapSigner() ?? false
    }
}

extension Color {
    init(_ color: WalletColor) {
        switch color {
        case .red: self = .red
        case .blue: self = .blue
        case .green: self = .green
        case .yellow: self = .yellow
        case .orange: self = .orange
        case .purple: self = .purple
        case .pink: self = .pink
        case .coolGray: self = Color(red: 0.55, green: 0.58, blue: 0.62)
        }
    }
}

extension String {
    init(_ walletType: WalletType) {
        self = walletType.description
    }
}
