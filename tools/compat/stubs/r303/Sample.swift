import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        MemberRow(name: "Aarav Sharma", role: "Owner", score: 128, canRemove: false) {}
        MemberRow(name: "Meera Iyer", role: "Member", score: 94, canRemove: true) {}
    }
    .padding()
    .background(Color(.systemGroupedBackground))
}
