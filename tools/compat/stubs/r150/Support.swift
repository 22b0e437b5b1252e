import SwiftUI
// Stubs for berkiyo/todoify src/Views/ListRowView.swift (what the row uses from elsewhere in its app).

struct ItemModel: Identifiable, Codable {
    let id: String
    let title: String
    var isCompleted: Bool
    var theColor: Int // index into the app's 8-color palette

    init(id: String = UUID().uuidString, title: String, isCompleted: Bool, theColor: Int) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.theColor = theColor
    }
}
