// Stubs for Pocket/pocket-ios (r686): the list item's constants (ListItem.Constants.tags), the tag chip's
// image and body styles and the list item text styles from PocketKit; the colours come from the Textile
// stub package. Our own test doubles.
import SwiftUI
import Textile

/// The saves list item (a stand-in; the row only reads its constants).
struct ListItem: View {
    var body: some View { EmptyView() }

    enum Constants {
        static let tags = Tags()
        struct Tags {
            let padding: CGFloat = 8
            let maxLines = 1
            let horizontalSpacing: CGFloat = 10
            let cornerRadius: CGFloat = 4
            let backgroundColor: Color = Color(ColorAsset.ui.grey7)
            let icon = Icon()
            struct Icon {
                let size: CGFloat = 13
                let color: Color = Color(ColorAsset.ui.grey4)
                let padding: CGFloat = 6
            }
        }
    }
}

extension Style {
    static let listItem = ListItemStyles()
    struct ListItemStyles {
        let title: Style = Style.header.sansSerif.h7.with(color: ColorAsset.ui.black1)
        let detail: Style = Style.header.sansSerif.p4.with(color: ColorAsset.ui.grey4)
        let tag: Style = Style.header.sansSerif.p5.with(weight: .medium).with(color: ColorAsset.ui.grey4)
    }
}

extension Image {
    /// The tag glyph: template, 13 pt, grey.
    func tagIconStyle() -> some View {
        let icon = ListItem.Constants.tags.icon
        return renderingMode(.template)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: icon.size, height: icon.size)
            .foregroundColor(icon.color)
            .padding(.trailing, icon.padding)
    }
}

extension View {
    /// The tag chip's padding and rounded grey background.
    func tagBodyStyle() -> some View {
        let tags = ListItem.Constants.tags
        return padding(tags.padding)
            .background(Rectangle().fill(tags.backgroundColor))
            .cornerRadius(tags.cornerRadius)
    }
}
