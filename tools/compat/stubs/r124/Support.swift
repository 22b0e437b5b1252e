import SwiftUI
// Stubs for alexiscn/WeChatUI WeChatUI/Components/BadgeView.swift (what the row uses from elsewhere in its app).
// (The badge uses nothing from elsewhere in its app.)
