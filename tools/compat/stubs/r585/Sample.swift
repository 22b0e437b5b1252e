import SwiftUI
import CoreData
import UIComponents

@MainActor func makeSampleRow() -> some View {
    let context = NSPersistentContainer(name: "GOV.UK").viewContext
    func topic(_ ref: String, _ title: String) -> Topic {
        let t = Topic(context: context)
        t.ref = ref
        t.title = title
        return t
    }
    let topics = [topic("benefits", "Benefits"), topic("driving-transport", "Driving and transport"),
                  topic("money-tax", "Money and tax"), topic("travel-abroad", "Travel abroad")]
    // The home screen's topics widget: a two-column grid of cards on the blue-grey background.
    return LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
        ForEach(topics) { topic in
            TopicCard(model: topic)
                .frame(height: 120)
                .background(Color(uiColor: .govUK.fills.surfaceCardDefault))
                .roundedBorder(borderColor: Color(uiColor: .govUK.strokes.cardDefault))
        }
    }
    .padding()
    .background(Color(uiColor: .govUK.fills.surfaceBackground))
}
