// Stubs for ouwargui/CryptoLive cryptolive/Core/Home/Views/CoinRowView.swift: Coin (cryptolive/Models/
// Coin.swift, the fields the row reads; the rest optional as decoded) and the Double formatters
// (cryptolive/Extensions/Double.swift).
import Foundation
