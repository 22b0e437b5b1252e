import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AuthBadge(identity: "mitch.saah@student.ehb.be")
        .padding()
}
