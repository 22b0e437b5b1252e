import SwiftUI
// Stubs for myle1003/clothing-store-manager mobile/H3MShop/Components/AddressRowView.swift: the address
// models (mobile/H3MShop/Model/Address.swift, Province.swift, District.swift, Commune.swift) and the app's
// Fonts modifier with its font and colour names (the colours are the app's asset colour sets).

/// Components/CustomFont.swift: the Outfit fonts the app bundles and its colour-set names.
enum FontsName: String {
    case outfit_thin = "Outfit-Thin"
    case outfit_light = "Outfit-Light"
    case outfit_bold = "Outfit-Bold"
    case outfit_semibold = "Outfit-SemiBold"
    case outfit_regular = "Outfit-Regular"
    case outfit_black = "Outfit-Black"
    case outfit_extraBold = "Outfit-ExtraBold"
}

enum ColorsName: String {
    case blue = "Splash.startLinear"
    case purple = "Splash.endLinear"
    case black = "Main.black"
    case red = "Main.red"
    case gray = "Main.gray"
    case nameProduct = "Main.nameProduct"
    case tabbar = "Main.tabbar"
    case star = "Main.star"
    case productCategory = "Main.productCategory"
    case white = "Main.white"
    case listCategory = "Main.listCategory"
    case rowImage = "Cart.RowImage"
    case green = "Main.green"
    case alert = "Main.Alert"
}

struct Fonts: ViewModifier {
    var fontName: FontsName
    var colorName: ColorsName
    var size: CGFloat

    // Our stand-in: the bundled face at the size, in the named colour set.
    func body(content: Content) -> some View {
        let face = Font.custom(fontName.rawValue, size: size)
        let tint = Color(colorName.rawValue)
        return content.font(face).foregroundColor(tint)
    }
}

class Province: Codable, Identifiable, Equatable {
    static func == (lhs: Province, rhs: Province) -> Bool { lhs === rhs }
    var _id: String
    var name: String
    var region: String?

    init(_id: String = "", name: String = "Choose Province", region: String = "") {
        self._id = _id
        self.name = name
        self.region = region
    }
}

class District: Codable, Identifiable {
    var _id: String
    var id_province: String?
    var name: String

    init(_id: String = "", id_province: String = "", name: String = "Choose District") {
        self._id = _id
        self.id_province = id_province
        self.name = name
    }
}

class Commune: Codable, Identifiable, Equatable {
    static func == (lhs: Commune, rhs: Commune) -> Bool { lhs === rhs }
    var _id: String
    var name: String
    var id_district: String?

    init(_id: String = "", name: String = "Choose Commune", id_district: String = "") {
        self._id = _id
        self.name = name
        self.id_district = id_district
    }
}

class AddressDetail: Codable {
    var id_province: Province
    var id_district: District
    var id_commune: Commune
    var street: String

    init(id_province: Province = Province(), id_district: District = District(), id_commune: Commune = Commune(), street: String = "") {
        self.id_province = id_province
        self.id_district = id_district
        self.id_commune = id_commune
        self.street = street
    }
}

class InfoAddress: Codable, Identifiable, Equatable {
    static func == (lhs: InfoAddress, rhs: InfoAddress) -> Bool { lhs === rhs }

    var _id: String
    var id_account: String?
    var address: AddressDetail
    var name: String
    var phone: String
    var role: Bool

    init(_id: String = "", id_account: String = "", address: AddressDetail = AddressDetail(), name: String = "", phone: String = "", role: Bool = true) {
        self._id = _id
        self.id_account = id_account
        self.address = address
        self.name = name
        self.phone = phone
        self.role = role
    }
}
