import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SetupSectionCard("Workout Structure") {
        HStack {
            Text("Rounds")
            Spacer()
            Text("8").bold()
        }
        HStack {
            Text("Work")
            Spacer()
            Text("0:40").bold()
        }
        HStack {
            Text("Rest")
            Spacer()
            Text("0:20").bold()
        }
    }
    .padding()
}
