// Stubs for cuappdev/volume-ios Volume/Views/Reads/ArticleRow.swift: the Article and Publication models
// (Models/Article.swift, Publication.swift; the fields shown), NavigationSource (Services/
// AnalyticsManager.swift, the cases used) and ArticleInfo (Views/Reads/ArticleInfo.swift), a plain
// stand-in for the app's text column. Our own test doubles.
import SwiftUI

struct Publication: Hashable {
    let id: String
    let name: String
}

struct Article: Identifiable {
    let id: String
    var articleUrl: URL? = nil
    let date: Date
    var imageUrl: URL? = nil
    var isTrending: Bool = false
    var isNsfw: Bool = false
    let publication: Publication
    var publicationSlug: String = ""
    var shoutouts: Int = 0
    let title: String
    var trendiness: Int = 0
}

enum NavigationSource: String {
    case followingArticles = "following_articles"
    case otherArticles = "other_articles"
    case trendingArticles = "trending_articles"
    case unspecified
}

/// Publication name, title and the date/shout-out line, as the app's article column shows them.
struct ArticleInfo: View {
    let article: Article
    let showsPublicationName: Bool
    let isDebrief: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if showsPublicationName {
                Text(article.publication.name)
                    .font(.newYorkMedium(size: 12))
            }
            Text(article.title)
                .font(.helveticaNeueMedium(size: 16))
                .lineLimit(3)
            Spacer()
            Text("\(article.date.formatted(date: .abbreviated, time: .omitted)) • \(article.shoutouts) shout-outs")
                .font(.helveticaRegular(size: 10))
                .foregroundColor(.volume.lightGray)
        }
        .foregroundColor(.black)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    struct Skeleton: View {
        let showsPublicationName: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                if showsPublicationName { SkeletonView().frame(width: 70, height: 14) }
                SkeletonView().frame(height: 40)
            }
        }
    }
}
