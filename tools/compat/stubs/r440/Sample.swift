import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        HashtagSearchRowView(hashtag: Hashtag(url: nil, name: "streetphotography", amount: 1284))
        HashtagSearchRowView(hashtag: Hashtag(url: nil, name: "filmisnotdead", amount: 37))
        HashtagSearchRowView(hashtag: Hashtag(url: nil, name: "mountains", amount: nil))
    }
}
