import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = CDClient.mainManagedObjectContext
    let names = ["Eggs", "Basmati rice", "Cherry tomatoes", "Parmesan"]
    let items: [PantryItem] = names.map {
        let item = PantryItem(context: context)
        item.name = $0
        return item
    }
    // The pantry: item names in a flowing list of rounded chips on the app's background.
    return ZStack {
        Colors.background.ignoresSafeArea()
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(items, id: \.self) { item in
                    PantryItemView(pantryItem: item)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Colors.foreground)
                        .clipShape(RoundedRectangle(cornerRadius: 14))
                }
            }
            .padding()
        }
    }
}
