import SwiftUI
import CoreData

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "CoreDataModel").viewContext
    func label(_ name: String, _ color: String) -> LinkedItemLabel {
        let label = LinkedItemLabel(context: context)
        label.id = UUID().uuidString
        label.name = name
        label.color = color
        return label
    }
    return VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 6) {
            TextChip(feedItemLabel: label("Newsletter", "#FFD234"))
            TextChip(feedItemLabel: label("Swift", "#F26B3A"))
            TextChip(feedItemLabel: label("Read later", "#7CFF7B"), negated: true)
            TextChip(text: "Design", color: Color(red: 0.28, green: 0.36, blue: 0.86))
        }
        HStack(spacing: 6) {
            TextChip(feedItemLabel: label("Favorites", "#E0447A"), checked: true, padded: true, onTap: nil)
            TextChipButton.makeAddLabelButton(color: .appButtonBackground, onTap: {})
            TextChipButton.makeSearchFilterButton(title: "Unread", onTap: {})
        }
    }
    .padding()
}
