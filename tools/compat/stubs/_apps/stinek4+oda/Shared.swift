import UIKit
// Stubs for stinek4/oda shared by its rows: Model/odaData.swift (Product and what it holds) and
// Consts/Constants.swift (asset colour and font names).

struct Product: Codable, Identifiable {
    let id: Int
    let full_name: String
    let name: String
    let name_extra: String
    let images: [Images]
    let gross_price: String
    let gross_unit_price: String
    let discount: Discount?
    let promotion: Promotion?
    let unit_price_quantity_abbreviation: String
    let availability: Availability
}

struct Images: Codable {
    let thumbnail: thumbnail
    let large: large
}

struct thumbnail: Codable { let url: String }
struct large: Codable { let url: String }

struct Discount: Codable {
    var is_discounted: Bool
    let undiscounted_gross_price: String
}

struct Promotion: Codable {
    let title: String
    let title_color: String
    let background_color: String
    let text_color: String
}

struct Availability: Codable {
    let is_available: Bool
    let code: String
    let description: String
    let description_short: String
}

struct Constants {
    struct Color {
        static let accentColor = "AccentColor"
        static let backgroundColor = "BackgroundColor"
        static let headerColor = "HeaderColor"
        static let highlightColor = "HighlightColor"
        static let ooSColor = "OoSColor"
        static let primaryTextColor = "PrimaryTextColor"
        static let secondaryTextColor = "SecondaryTextColor"
    }

    struct Font {
        static let rubikRegular = "Rubik"
    }
}

/// Sample products (as the Oda API returns them).
enum SampleProducts {
    static let available = Availability(is_available: true, code: "available", description: "", description_short: "")
    static let yoghurt = Product(id: 22_197, full_name: "Tine Yoghurt Jordbær 4x125g", name: "Tine Yoghurt", name_extra: "Jordbær, 4x125g",
                                 images: [], gross_price: "29.90", gross_unit_price: "59.80", discount: Discount(is_discounted: true, undiscounted_gross_price: "36.90"),
                                 promotion: Promotion(title: "-19%", title_color: "#FFFFFF", background_color: "#FFA515", text_color: "#333333"),
                                 unit_price_quantity_abbreviation: "kg", availability: available)
    static let coffee = Product(id: 1_043, full_name: "Friele Frokostkaffe Filtermalt 500g", name: "Friele Frokostkaffe", name_extra: "Filtermalt, 500g",
                                images: [], gross_price: "89.90", gross_unit_price: "179.80", discount: Discount(is_discounted: true, undiscounted_gross_price: "109.90"),
                                promotion: Promotion(title: "3 for 2", title_color: "#FFFFFF", background_color: "#FFA515", text_color: "#333333"),
                                unit_price_quantity_abbreviation: "kg", availability: available)
}
