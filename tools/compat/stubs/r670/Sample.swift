import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let exhibitions = [
        Exhibition(id: "1", place: "A", title: "AI-powered listing",
                   titleJa: "", description: "Take a photo and the app fills in the title, category and price suggestion for you.",
                   descriptionJa: "", exhibitionImage: "", boothImage: ""),
        Exhibition(id: "2", place: "B", title: "Merpay",
                   titleJa: "", description: "Pay at stores with your sales balance.", descriptionJa: "",
                   exhibitionImage: "", boothImage: ""),
    ]
    // The exhibition tab lists the booths.
    return NavigationView {
        List(exhibitions, id: \.id) { exhibition in
            ExhibitionRow(exhibition: exhibition)
        }
        .navigationBarTitle(Text("Exhibition"))
    }
}
