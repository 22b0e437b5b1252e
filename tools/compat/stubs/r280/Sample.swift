import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        NumericProgressTaskView(title: Text("Exercise Minutes"), detail: Text("All Day"),
                                progress: Text("40"), goal: Text("30"),
                                instructions: Text("Walk, cycle or swim at a comfortable pace."),
                                isComplete: true)
        NumericProgressTaskView(title: Text("Exercise Minutes"), detail: Text("All Day"),
                                progress: Text("12"), goal: Text("30"), isComplete: false)
    }
    .padding()
}
