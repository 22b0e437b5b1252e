// Stand-in for lector's BookOptionsMenu (Views/Home/BookOptionsMenu.swift), the ellipsis menu a row shows
// when asked to: a plain double of ours.
import SwiftUI

struct BookOptionsMenu: View {
    let book: Book

    var body: some View {
        Menu {
            Button("Mark as read") {}
            Button("Add to favorites") {}
        } label: {
            Image(systemName: "ellipsis")
                .font(.system(size: 16, weight: .semibold))
                .frame(width: 34, height: 34)
        }
    }
}
