import SwiftUI

// The user's initial in the navigation bar.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List(jobJson) { job in
            Text(job.title)
        }
        .navigationBarTitle("Jobs")
        .navigationBarItems(trailing: UserIcon())
    }
    .environmentObject(AppData())
}
