import SwiftUI
import Kingfisher
import OpenHABCore
import SFSafeSymbols
// Stubs for openhab/openhab-ios openHABWatch Extension/Views/Rows/SliderRow.swift (what the row uses from elsewhere in its app).
