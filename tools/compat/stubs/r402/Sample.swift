import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Two cells of the people grid (reqres.in's users).
    HStack(spacing: 16) {
        PersonItemView(user: User(id: 1, email: "george.bluth@reqres.in", firstName: "George",
                                  lastName: "Bluth", avatar: "https://reqres.in/img/faces/1-image.jpg"))
        PersonItemView(user: User(id: 2, email: "janet.weaver@reqres.in", firstName: "Janet",
                                  lastName: "Weaver", avatar: "https://reqres.in/img/faces/2-image.jpg"))
    }
    .padding()
    .background(Theme.background)
}
