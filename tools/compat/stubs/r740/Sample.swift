import SwiftUI

// The card form: the AI button under the word field.
@MainActor func makeSampleRow() -> some View {
    NavigationStack {
        Form {
            Section(header: Text("Word")) {
                TextField("Word", text: .constant("Luminous"))
            }
            Section {
                AIGenerateButton(isGenerating: false, canGenerate: true) {}
                    .listRowInsets(EdgeInsets())
            }
        }
        .navigationTitle("New Card")
    }
}
