import SwiftUI
import Kingfisher
import SFSafeSymbols
// Stubs for EhPanda-Team/EhPanda EhPanda/View/Support/Components/Cells/GalleryDetailCell.swift (what the row uses from elsewhere in its app).

struct Setting: Codable, Equatable {
    var showsImagesInTags = false
    var showsTagsInList = true
    var listTagsNumberMaximum = 0
}

enum TagNamespace: String, Codable, Hashable {
    case language, female, male, artist, group, parody, character, other, temp
}

struct TagTranslation: Codable, Equatable, Hashable {
    let namespace: TagNamespace
    let key: String
    let value: String
    var displayValue: String { value }
    var valueImageURL: URL? { nil }
}

struct CategoryLabel: View {
    private let text: String
    private let color: Color
    private let font: Font
    private let insets: EdgeInsets
    private let cornerRadius: CGFloat

    init(text: String, color: Color, font: Font = .footnote,
         insets: EdgeInsets = .init(top: 1, leading: 3, bottom: 1, trailing: 3), cornerRadius: CGFloat = 2) {
        self.text = text; self.color = color; self.font = font; self.insets = insets; self.cornerRadius = cornerRadius
    }

    var body: some View {
        Text(text).font(font.bold()).lineLimit(1).foregroundStyle(.white)
            .padding(insets).background(Rectangle().foregroundStyle(color).cornerRadius(cornerRadius))
    }
}

/// Tags laid out in wrapping lines (the app's TagCloudView); the stub lays them in one HStack.
struct TagCloudView<Element, ID, TagCell>: View where TagCell: View, Element: Equatable & Identifiable, ID == Element.ID {
    private let data: [Element]
    private let id: KeyPath<Element, ID>
    private let spacing: Double
    private let content: (Element) -> TagCell

    init<Data: RandomAccessCollection>(data: Data, id: KeyPath<Element, ID> = \Element.id, spacing: Double = 4,
                                       @ViewBuilder content: @escaping (Element) -> TagCell) where Data.Index == Int, Data.Element == Element {
        self.data = .init(data); self.id = id; self.spacing = spacing; self.content = content
    }

    var body: some View {
        HStack(spacing: spacing) {
            ForEach(data, id: id) { element in content(element) }
        }
    }
}

struct TagCloudCell: View {
    private let text: String
    private let imageURL: URL?
    private let showsImages: Bool
    private let font: Font
    private let padding: EdgeInsets
    private let textColor: Color
    private let backgroundColor: Color

    init(text: String, imageURL: URL?, showsImages: Bool, font: Font, padding: EdgeInsets, textColor: Color, backgroundColor: Color) {
        self.text = text; self.imageURL = imageURL; self.showsImages = showsImages; self.font = font
        self.padding = padding; self.textColor = textColor; self.backgroundColor = backgroundColor
    }

    var body: some View {
        Text(text)
            .font(font.bold()).lineLimit(1).foregroundColor(textColor)
            .padding(padding).background(backgroundColor).cornerRadius(5)
    }
}
