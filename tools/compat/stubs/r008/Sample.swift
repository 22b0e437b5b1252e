import SwiftUI
import CoreData

/// Fetches the follows in the context, as the app's profile header does with @FetchRequest.
struct ProfileSocialStatsSample: View {
    let author: Author
    @FetchRequest(sortDescriptors: [NSSortDescriptor]()) private var follows: FetchedResults<Follow>

    var body: some View {
        ProfileSocialStatsView(author: author, followsResult: follows)
    }
}

@MainActor func makeSampleRow() -> some View {
    let context = NSManagedObjectContext()
    let author = Author(context: context)
    author.hexadecimalPublicKey = NosPreviewData.author.hexadecimalPublicKey
    author.name = "Sebastian Heit"
    for name in ["Craig Nichols", "Justin Pool", "Rabble"] {
        let followed = Author(context: context)
        followed.name = name
        let follow = Follow(context: context)
        follow.source = author
        follow.destination = followed
        author.follows.insert(follow)
    }
    for address in ["wss://relay.nos.social", "wss://relay.damus.io"] {
        let relay = Relay(context: context)
        relay.address = address
        author.relays.insert(relay)
    }
    return ProfileSocialStatsSample(author: author)
        .environment(\.managedObjectContext, context)
        .environmentObject(Router())
        .padding()
        .background(Color.previewBg)
}
