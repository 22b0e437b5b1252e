import SwiftUI
import RayonModule

@MainActor func makeSampleRow() -> some View {
    let store = RayonSamples.store()
    // The identity screen shows the cards in an adaptive grid inside a scroll view.
    return NavigationView {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 280, maximum: 500), spacing: 10)], spacing: 10) {
                ForEach(store.identityGroup.identities) { identity in
                    IdentityElementView(identity: identity.id)
                }
            }
            .padding()
        }
        .navigationTitle("Identity")
    }
    .environmentObject(store)
}
