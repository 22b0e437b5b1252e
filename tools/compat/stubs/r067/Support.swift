import SwiftUI
// Stubs for utmapp/UTM Platform/Shared/MenuLabel.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
