import SwiftUI
import ObvEngine

// A contact's "trust origins": one cell per way the contact came to be trusted, in a grouped list.
@MainActor func makeSampleRow() -> some View {
    let mediator = ObvContactIdentity(trustedIdentityDetails: ObvIdentityDetails(
        coreDetails: ObvIdentityCoreDetails(firstName: "Camille", lastName: "Durand")))
    let origins: [ObvTrustOrigin] = [
        .direct(timestamp: Date(timeIntervalSince1970: 1_700_000_000)),
        .introduction(timestamp: Date(timeIntervalSince1970: 1_706_400_000), mediator: mediator),
        .group(timestamp: Date(timeIntervalSince1970: 1_712_300_000), groupOwner: nil),
    ]
    return List {
        Section(header: Text("Trust origins")) {
            ForEach(origins, id: \.self) { origin in
                TrustOriginCellView(trustOrigin: origin)
            }
        }
    }
    .listStyle(.insetGrouped)
}
