import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        HStack { Text("The Hobbit"); Spacer(); PercentageProgressView(progress: 0.27, isHighlighted: false) }
        HStack { Text("Dune"); Spacer(); PercentageProgressView(progress: 0.78, isHighlighted: true) }
        HStack { Text("Project Hail Mary"); Spacer(); PercentageProgressView(progress: 1, isHighlighted: false) }
        HStack { Text("Piranesi"); Spacer(); PercentageProgressView(progress: 0, isHighlighted: false) }
    }
    .environmentObject(ThemeViewModel())
}
