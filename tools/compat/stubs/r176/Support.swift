import Kingfisher
import SwiftUI
// Stubs for lcandy2/neodb-app NeoDB/NeoDB/Views/Discover/SearchItemView.swift (what the row uses from elsewhere in its app).

enum ItemCoverSize {
    case small, medium, large

    var height: CGFloat {
        switch self {
        case .small: return 64
        case .medium: return 90
        case .large: return 140
        }
    }

    var cornerRadius: CGFloat { 4 }

    var fontSize: CGFloat {
        switch self {
        case .small: return 16
        case .medium: return 24
        case .large: return 48
        }
    }
}

/// The app's cover: a KFImage with a grey, category-symbol placeholder, sized 3:4 by height.
struct ItemCoverView: View {
    let item: (any ItemProtocol)?
    let size: ItemCoverSize

    private var width: CGFloat { size.height * AppConfig.defaultItemCoverRatio }

    var body: some View {
        Group {
            if let url = item?.coverImageUrl {
                KFImage(url)
                    .placeholder { placeholderView }
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: width)
                    .clipShape(RoundedRectangle(cornerRadius: size.cornerRadius))
            } else {
                placeholderView
            }
        }
    }

    private var placeholderView: some View {
        Rectangle()
            .fill(Color.gray.opacity(0.2))
            // (The app spells this .aspectRatio(item?.category.placeholderRatio, contentMode: .fit), a
            // CGFloat?; the double sizes the placeholder by its frame instead.)
            .frame(width: width, height: width / (item?.category.placeholderRatio ?? AppConfig.defaultItemCoverRatio))
            .clipShape(RoundedRectangle(cornerRadius: size.cornerRadius))
            .overlay {
                if let item {
                    Image(symbol: item.category.symbolImageFill)
                        .foregroundStyle(.secondary)
                }
            }
            .font(.system(size: size.fontSize))
    }
}

enum ItemTitleMode { case title, titleAndSubtitle }

enum ItemTitleSize {
    case small, compact, regular, medium, large

    var titleFont: Font {
        switch self {
        case .small: return .caption
        case .compact: return .system(size: 13)
        case .regular: return .subheadline
        case .medium: return .headline
        case .large: return .title2
        }
    }

    var lineLimit: Int {
        switch self {
        case .small: return 1
        case .compact, .regular, .medium: return 2
        case .large: return 3
        }
    }
}

struct ItemTitleView: View {
    let item: (any ItemProtocol)?
    let mode: ItemTitleMode
    let size: ItemTitleSize

    var body: some View {
        Text(item?.displayTitle ?? item?.title ?? "")
            .font(size.titleFont)
            .lineLimit(size.lineLimit)
            .multilineTextAlignment(.leading)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

enum ItemDescriptionMode { case metadata, brief, metadataAndBrief }

enum ItemDescriptionSize {
    case small, medium, large

    var font: Font {
        switch self {
        case .small: return .caption
        case .medium, .large: return .footnote
        }
    }

    var lineLimit: Int {
        switch self {
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        }
    }
}

struct ItemDescriptionView: View {
    let item: (any ItemProtocol)?
    let mode: ItemDescriptionMode
    let size: ItemDescriptionSize

    var body: some View {
        Text(item?.description ?? "")
            .font(size.font)
            .foregroundStyle(.secondary)
            .lineLimit(size.lineLimit)
            .multilineTextAlignment(.leading)
    }
}

/// r177's row in the app (ItemRatingView.swift); a plain test double here: star, score, count, category.
struct ItemRatingView: View {
    enum Size {
        case small, medium, large
        var font: Font { self == .small ? .footnote : .subheadline }
    }

    let item: (any ItemProtocol)?
    let size: Size
    var showCategory: Bool = false

    var body: some View {
        if let item {
            HStack(spacing: 4) {
                Image(systemName: "star.fill")
                    .foregroundStyle(item.rating == nil ? Color.gray.opacity(0.5) : Color.ratingPrimary)
                Text(item.rating.map { String(format: "%.1f", $0) } ?? "N/A")
                if let count = item.ratingCount {
                    Text("(\(count))").foregroundStyle(.secondary)
                }
                if showCategory {
                    Text("/").foregroundStyle(.secondary)
                    Text(item.category.displayName).foregroundStyle(.secondary)
                }
            }
            .font(size.font)
        }
    }
}
