import SwiftUI
// Stubs for AugustDev/enchanted Enchanted/UI/Shared/Sidebar/Components/SidebarButton.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
