import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // SubscriptionList: the rows stacked in a scroll view, each a link to its detail, on the app's dark
    // gradient.
    let subs = Array(Subscription.sampleData.dropFirst().prefix(4))
    return NavigationStack {
        ScrollView(.vertical) {
            VStack {
                ForEach(subs) { sub in
                    NavigationLink(destination: Text(sub.serviceName)) {
                        SubscriptionRow(sub: .constant(sub))
                    }
                }
            }
        }
        .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
    }
}
