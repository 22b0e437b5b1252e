import SwiftUI
// Stubs for nostur-com/nostur-ios-public Nostur/ViewFragments/UnreadCountBadge.swift (what the row uses from elsewhere in its app).
// (The badge uses nothing from elsewhere in its app.)
