import SwiftUI

// The home screen's pets.
@MainActor func makeSampleRow() -> some View {
    let pets = [
        DBPets(id: "p1", photoUrl: nil, name: "Biscuit", gender: "Male",
               birthday: Date(timeIntervalSince1970: 1_620_000_000), dateCreated: nil, tint: "expenseCardColor2"),
        DBPets(id: "p2", photoUrl: nil, name: "Miso", gender: "Female",
               birthday: Date(timeIntervalSince1970: 1_690_000_000), dateCreated: nil, tint: "expenseCardColor4"),
    ]
    let viewModel = AddPetViewModel()
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(pets) { pet in
                PetCardView(pet: pet, onEditTapped: {}, onPetDeleted: {}, viewModel: viewModel)
            }
        }
        .padding()
    }
}
