import SwiftUI
// Stubs for AnaIoramashvili/TechXPlore E-swavle/Presentation/Profile/View/StatView.swift (what the row uses from elsewhere in its app).
// (The stat view uses nothing from elsewhere in its app.)
