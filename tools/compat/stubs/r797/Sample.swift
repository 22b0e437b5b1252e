import SwiftUI

// A movie's detail: the cast row.
@MainActor func makeSampleRow() -> some View {
    let cast = [
        Cast(id: 1, name: "Timothée Chalamet", character: "Paul Atreides", profilePath: "/BE2sdjpgsa2rNTFa66f7upkaOP.jpg"),
        Cast(id: 2, name: "Zendaya", character: "Chani", profilePath: nil),
        Cast(id: 3, name: "Rebecca Ferguson", character: "Lady Jessica", profilePath: nil),
        Cast(id: 4, name: "Javier Bardem", character: "Stilgar", profilePath: nil),
    ]
    return VStack(alignment: .leading) {
        Text("Cast").font(.headline).padding(.horizontal)
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(cast) { actor in
                    CastCard(actor: actor)
                }
            }
            .padding(.horizontal)
        }
    }
}
