import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The app shows the bar in a form row while an upload runs.
    List {
        Section(header: Text("Uploading")) {
            ProgressBar(value: .constant(0.62))
                .padding(.vertical, 6)
        }
    }
}
