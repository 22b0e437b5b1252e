import SwiftUI
// Stubs for NordicSemiconductor/IOS-nRF-Toolbox nRF-Toolbox/Views/LabeledValueView.swift (what the row uses from elsewhere in its app).
// (Nothing: the row declares its LabeledValue model itself.)
