import SwiftUI
// Stubs for NordicSemiconductor/IOS-nRF-Toolbox nRF-Toolbox/Screens/Services/Running/RunningValuesGrid/RunningValuesGridItem.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI and Foundation.)
