import SwiftUI
// Stubs for damus-io/damus damus/Shared/Components/IconLabel.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI, UIKit and Foundation.)
