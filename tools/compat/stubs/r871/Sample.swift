import SwiftUI

// The job search list.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        LazyVStack {
            ForEach(PreviewData.sampleJobs) { job in
                JobListRow(job: job)
            }
        }
    }
}
