import SwiftUI
import WhiskyKit
// Stubs for Whisky-App/Whisky Whisky/Views/Bottle/BottleListEntry.swift (what the row uses from elsewhere in its app).

enum ViewWidth {
    static let small: Double = 400
    static let medium: Double = 500
    static let large: Double = 600
}

// Whisky/Extensions/Bottle+Extensions.swift (file operations on the bottle in the app).
extension Bottle {
    func move(destination: URL) {}
    func exportAsArchive(destination: URL) {}
    func remove(delete: Bool) {}
    func rename(newName: String) {
        settings.name = newName
    }
}

// Whisky/Views/Common/RenameView.swift
struct RenameView: View {
    let title: Text
    var renameAction: (String) -> Void

    @State private var name: String = ""
    @Environment(\.dismiss) private var dismiss

    init(_ title: LocalizedStringKey, name: String, renameAction: @escaping (String) -> Void) {
        self.title = Text(title)
        self._name = State(initialValue: name)
        self.renameAction = renameAction
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("rename.name", text: $name)
            }
            .navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("create.cancel") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("rename.rename") {
                        renameAction(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .frame(minWidth: ViewWidth.small)
    }
}
