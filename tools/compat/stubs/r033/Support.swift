import SwiftUI
// Stubs for rrroyal/Harbour Harbour/UI/Components/LabeledText.swift (what the row uses from elsewhere in its app).

extension String {
    /// Empty, or only whitespace and newlines (from the app's common-foundation helpers).
    var isReallyEmpty: Bool {
        trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
