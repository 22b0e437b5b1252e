import SwiftUI
// Stubs for roshan061020/HeadLines ShortNews/ShortNews/Views/NewsRowView.swift (what the row uses from elsewhere in its app).

struct Source: Codable {
    let name: String
}

struct NewsArticle: Identifiable, Codable {
    let id: String
    let title: String
    let subtitle: String?
    let imageUrl: URL?
    let content: String?
    let url: URL
    let source: Source
    let publishedAt: Date?
    var isBookmarked: Bool
    let category: String
}

extension Date {
    func ToString() -> String {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "yyyy MMM dd hh:mm"
        return dateFormatter.string(from: self)
    }
}

/// AsyncImage with progress / failure states at a fixed size.
struct PhaseAsyncImage: View {
    let imageUrl: URL?
    var imageWidth: CGFloat = 350 // the app: UIScreen.main.bounds.width - 40 (UIScreen is missing in RowFrame)
    var height: CGFloat = 200
    var contentMode = ContentMode.fill

    var body: some View {
        AsyncImage(url: imageUrl) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image.resizable().aspectRatio(contentMode: contentMode)
            case .failure(_):
                Image(systemName: "xmark.rectangle").resizable().aspectRatio(contentMode: .fit)
            @unknown default:
                Image(systemName: "xmark.rectangle").resizable().aspectRatio(contentMode: .fit)
            }
        }
        .frame(width: imageWidth, height: height)
    }
}
