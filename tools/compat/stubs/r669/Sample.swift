import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let news = [
        News(id: "1", date: "2018/10/04 10:00", message: "Doors open at 10:00. Please bring your ticket QR code.",
             messageJa: "", link: ""),
        News(id: "2", date: "2018/10/04 12:30", message: "Lunch boxes are available on the 2nd floor.",
             messageJa: "", link: ""),
    ]
    // The news tab lists the announcements.
    return NavigationView {
        List(news, id: \.id) { item in
            NewsRow(news: item)
        }
        .navigationBarTitle(Text("News"))
    }
}
