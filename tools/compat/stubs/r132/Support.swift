import SwiftUI
// Stubs for AnaIoramashvili/TechXPlore E-swavle/Presentation/Profile/View/DetailRow.swift (what the row uses from elsewhere in its app).
// (The detail row uses nothing from elsewhere in its app.)
