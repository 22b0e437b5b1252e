import SwiftUI

// The home screen's job applications.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List(jobJson) { job in
            JobRow(job: job)
        }
        .navigationBarTitle("Jobs")
    }
}
