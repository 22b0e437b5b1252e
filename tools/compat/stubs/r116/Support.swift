import SwiftUI
// Stubs for artemisak/DiaCompanion_iOS dia/Diary/SearchingViews/Components/listRow.swift (what the row uses from elsewhere in its app).

/// dia/Extensions/extensions.swift
public extension Int {
    var intToBool: Bool { return self != 0 }
}

enum fillerRule {
    case relevant
    case alphabet
}

/// dia/Diary/SearchingViews/Model/listModel.swift, reduced to its search settings (the row reads none).
class foodCollections: ObservableObject {
    @Published var textToSearch: String = ""
    @Published var groupToSearch: String = ""
    @Published var rule: fillerRule = .relevant
    @Published var showListToolbar: Bool = false
    @Published var isSearching: Bool = false
}
