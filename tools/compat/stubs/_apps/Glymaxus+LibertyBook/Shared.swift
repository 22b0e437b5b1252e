// Stubs shared by the Glymaxus/LibertyBook rows (r603–r604): the Book model (Model/Book.swift; its
// Firestore document id kept as a plain optional) and the bookData sample (Data/BookData.swift), and the
// ColorBlueWriting colour set (Assets.xcassets). Our own test doubles.
import SwiftUI

struct Book: Identifiable, Equatable {
    var id: String?
    var image: String
    var name: String
    var author: String
    var description: String
    var chapters: [String]
    var audio: String
    var buyLink: String
}

var bookData: [Book] = [
    Book(id: "1", image: "magieDeVoirGrand", name: "La magie de voir grand", author: "De David J. Schwartz",
         description: "Dans ce libertybook vous apprendrez les 13 étapes pour aller vers la richesse, et comment pensent ceux qui y parviennent.",
         chapters: ["Croire en la réussite", "Vaincre la peur"], audio: "sound", buyLink: "https://example.com/magie"),
    Book(id: "2", image: "pereRichePerePauvre", name: "Père riche, père pauvre", author: "De Robert T. Kiyosaki",
         description: "Ce que les parents riches enseignent à leurs enfants à propos de l'argent, et que les autres ne leur apprennent pas.",
         chapters: ["Les riches ne travaillent pas pour l'argent"], audio: "sound", buyLink: "https://example.com/pere"),
]

extension Color {
    static let libertyBlueWriting = Color(red: 0.137, green: 0.588, blue: 0.788)
}
