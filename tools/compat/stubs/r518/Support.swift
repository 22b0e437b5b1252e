import SwiftUI
// Stubs for cuappdev/resell-ios Resell/Views/Components/StarRatingView.swift: the design-system colours of
// the app's Constants (Resell/Utils/Constants.swift), as the app has them.

struct Constants {
    enum Colors {
        static let inactiveGray = Color(red: 190/255, green: 190/255, blue: 190/255)
        static let resellPurple = Color(red: 158/255, green: 112/255, blue: 246/255)
    }
}
