import SwiftUI
// Stubs for cuappdev/resell-ios Resell/Views/Components/FilterButton.swift: FilterCategory and the app's
// Constants (Resell/Utils/Constants.swift: design-system colours and gradient, the Rubik font the app
// bundles), as the app has them. The category icons of CircularFilterButton are assets of the app.

struct Constants {
    enum Colors {
        static let black = Color(red: 0/255, green: 0/255, blue: 0/255)
        static let errorRed = Color(red: 242/255, green: 0/255, blue: 0/255)
        static let stroke = Color(red: 214/255, green: 214/255, blue: 214/255)
        static let white = Color(red: 255/255, green: 255/255, blue: 255/255)
        static let filterGray = Color(red: 214/255, green: 214/255, blue: 214/255)
        static let filterPink = Color(red: 202/255, green: 149/255, blue: 163/255)
        static let filterGreen = Color(red: 49/255, green: 96/255, blue: 84/255)

        static let resellGradient = LinearGradient(stops: [
            .init(color: Color(red: 173/255, green: 104/255, blue: 227/255), location: 0.0),
            .init(color: Color(red: 222/255, green: 108/255, blue: 211/255), location: 0.5),
            .init(color: Color(red: 223/255, green: 152/255, blue: 86/255), location: 1.0)
        ], startPoint: .leading, endPoint: .trailing)
    }

    enum Fonts {
        static let title3 = Font.custom("Rubik-Medium", size: 14)
    }
}

struct FilterCategory: Hashable {
    let id: Int
    let title: String
    let color: Color?

    init(id: Int, title: String, color: Color? = nil) {
        self.id = id
        self.title = title
        self.color = color
    }
}
