import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SearchItemView(item: ItemSchema(
        id: "https://neodb.social/book/1bBXrHXh1cC2Z0bhmgjZfA",
        type: .book,
        uuid: "1bBXrHXh1cC2Z0bhmgjZfA",
        url: "/book/1bBXrHXh1cC2Z0bhmgjZfA",
        apiUrl: "/api/book/1bBXrHXh1cC2Z0bhmgjZfA",
        category: .book,
        parentUuid: nil,
        displayTitle: "The Three-Body Problem",
        externalResources: nil,
        title: "The Three-Body Problem",
        description: "Set against the backdrop of China's Cultural Revolution, a secret military project sends signals into space to establish contact with aliens.",
        localizedTitle: [],
        localizedDescription: [],
        coverImageUrl: URL(string: "https://neodb.social/m/item/doubanbook/2019/11/27/5a6ddcb3-cover.jpg"),
        rating: 8.6,
        ratingCount: 1234,
        brief: nil
    ))
}
