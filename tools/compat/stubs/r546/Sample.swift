import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The organizations tab scrolls the followed organizations sideways.
    let orgs = [
        Organization(id: "1", name: "Cornell AppDev", profileImageUrl: URL(string: "https://example.com/appdev.png")),
        Organization(id: "2", name: "Big Red Marching Band"),
        Organization(id: "3", name: "Cornell Outing Club", profileImageUrl: URL(string: "https://example.com/coc.png")),
    ]
    return ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
            ForEach(orgs) { org in
                FollowingOrganizationRow(organization: org)
            }
        }
        .padding(.horizontal)
    }
    .background(Color.white)
}
