import SwiftUI

// A task list's statuses, each as a badge beside its task.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack { Text("Ship the release notes"); Spacer(); StatusBadge(.success, label: "Done") }
        HStack { Text("Review the API contract"); Spacer(); StatusBadge(.info, label: "In Review") }
        HStack { Text("Fix the login crash"); Spacer(); StatusBadge(.error, label: "Blocked") }
        HStack { Text("Plan the next sprint"); Spacer(); StatusBadge(.warning) }
        HStack { Text("Archive old boards"); Spacer(); StatusBadge(.neutral) }
    }
}
