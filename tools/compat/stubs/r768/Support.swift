// Stubs for emilych7/Valt (r768): a draft note (Models/Draft.swift), the profile's view model that deletes
// one (Views/MainTabView/ProfileView/ViewModels/UserViewModel.swift; from memory here) and the full-note
// preview the card's context menu shows. Our own test doubles with the app's names.
import SwiftUI

struct Draft: Identifiable, Codable, Equatable {
    var id: String
    var userID: String
    var title: String
    var content: String
    var timestamp: Date
    var isFavorited: Bool
    var isHidden: Bool
    var isArchived: Bool
    var isPublished: Bool
    var prompt: String?
    var isPrompted: Bool
}

@MainActor
final class UserViewModel: ObservableObject {
    @Published var drafts: [Draft] = []

    func deleteDraft(draftID: String) async {
        drafts.removeAll { $0.id == draftID }
    }
}

struct FullNotePreview: View {
    let draft: Draft

    var body: some View {
        Text(draft.content)
            .font(.custom("OpenSans-Regular", size: 15))
            .foregroundColor(Color("TextColor"))
            .padding()
            .frame(width: 300, alignment: .topLeading)
            .background(Color("CardColor"))
    }
}
