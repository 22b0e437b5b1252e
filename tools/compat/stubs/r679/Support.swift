// Stubs for nureddinelmas/SverigesRadioApp-SwiftUI (r679): the Programs model (Model/Programs.swift; the fields the
// row reads, from Sveriges Radio's open API) and ProgramsApi, the favourites store (Firestore there; in memory
// here). Our own test doubles.
import SwiftUI

struct ProgramCategory: Codable {
    var id: Int
    var name: String
}

struct Programs: Codable, Identifiable {
    var description: String = "No Description"
    var programcategory: ProgramCategory?
    var programimagetemplate: String
    var archived: Bool = false
    var hasondemand: Bool = true
    var haspod: Bool = true
    var responsibleeditor: String?
    var id: Int?
    var name: String
}

final class ProgramsApi: ObservableObject {
    @Published var programs = [Programs]()
    @Published var favoriInfoArray = [Programs]()

    static let sharedPrograms = ProgramsApi()

    func deleteFavoriPrograms(progFavori: Programs) {
        favoriInfoArray.removeAll { $0.id == progFavori.id }
    }
}
