import SwiftUI
// Stubs for ryanda9910/WisataAlamIndonesia WisataIndonesia/Controller/Rowlist.swift (what the row uses from
// elsewhere in its app: Model/Structdata.swift and Model/Parsedata.swift — Datastruct, the first five
// entries of Source/datawisata.json without their long descriptions, and ImageStore, which there
// decodes <imageName>.jpg from the bundle into a CGImage).

struct StructData: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    fileprivate var imageName: String
    var state: String
    var place: String
    var description1: String
    var description2: String
    var category: Category

    enum Category: String, CaseIterable, Codable, Hashable {
        case mountain = "Mountain"
        case lakes = "Lakes"
        case beach = "Beach"
    }
}

extension StructData {
    var image: Image {
        ImageStore.shared.image(name: imageName)
    }
}

final class ImageStore {
    static var shared = ImageStore()
    func image(name: String) -> Image {
        Image(name)
    }
}

let Datastruct: [StructData] = [
    StructData(id: 1, name: "Pantai Pink", imageName: "pantaipink", state: "Indonesia", place: "Lombok , Nusa Tenggara Barat", description1: "", description2: "", category: .beach),
    StructData(id: 2, name: "Danau Toba", imageName: "danautoba", state: "Indonesia", place: "Parapat, Sumatera Utara", description1: "", description2: "", category: .lakes),
    StructData(id: 3, name: "Gunung Prau", imageName: "gunungprau", state: "Indonesia", place: " Dataran Tinggi Dieng , Jawa Tengah", description1: "", description2: "", category: .mountain),
    StructData(id: 4, name: "Gunung Rinjani", imageName: "gunungrinjani", state: "Indonesia", place: "Lombok , Nusa Tenggara Barat", description1: "", description2: "", category: .mountain),
    StructData(id: 5, name: "Gunung Papandayan", imageName: "gunungpapandayan", state: "Indonesia", place: "Bandung , Jawa Barat", description1: "", description2: "", category: .mountain),
]
