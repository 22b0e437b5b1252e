// Stubs for golikovartem404/AppleMusic_SUI_Demo shared by its rows (r807–r809): the layout constants the
// rows read (Constants/Constants.swift: frames, font sizes and paddings, with the app's values). Our own
// test double with the app's names.
import SwiftUI

enum Constants {
    enum Paddings {
        static let stationItemVStackLeading: CGFloat = 12
    }

    enum Frames {
        static let listItemViewImageWidth: CGFloat = 20
        static let listItemViewImageHeight: CGFloat = 20
        static let listItemHeight: CGFloat = 40
        static let stationItemImageWidth: CGFloat = 100
        static let stationItemImageHeight: CGFloat = 100
        static let trackItemImage: CGFloat = 185
        static let trackItemHeight: CGFloat = 235
    }

    enum FontSize {
        static let listItemTextFontSize: CGFloat = 18
        static let radioStationItemSubtitle: CGFloat = 16
        static let radioStationItemTitle: CGFloat = 20
        static let trackItemText: CGFloat = 13
    }
}
