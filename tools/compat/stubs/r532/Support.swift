// Stubs for myle1003/clothing-store-manager mobile/H3MShop/Components/AddressRowView.swift: the address
// models (mobile/H3MShop/Model/Address.swift, Province.swift, District.swift, Commune.swift) and the app's
// Fonts modifier with its font and colour names (the colours are the app's asset colour sets).
/// Components/CustomFont.swift: the Outfit fonts the app bundles and its colour-set names.
import SwiftUI

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
