import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The home screen's upcoming fights section.
    NavigationStack {
        List {
            Section("Próximas peleas") {
                ForEach(MockData.fights) { fight in
                    FightRowView(fight: fight)
                }
            }
        }
        .navigationTitle("Club de Lucha")
    }
}
