import SwiftUI
// Stubs for guinmoon/LLMFarm LLMFarm/Settings/ModelinfoItem.swift (what the row uses from elsewhere in its app).

/// The app's Helpers.swift moves Documents/<dir>/<old> to <new>; the test double renames nothing.
public func rename_file(_ old_fname: String, _ new_fname: String, _ dir: String) -> Bool {
    !old_fname.isEmpty && !new_fname.isEmpty
}
