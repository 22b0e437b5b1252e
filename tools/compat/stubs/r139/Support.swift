import SwiftUI
// Stubs for Boris-88/Chips ChipsLayout/ChipView.swift (what the row uses from elsewhere in its app).
// (The chip view uses nothing from elsewhere in its app.)
