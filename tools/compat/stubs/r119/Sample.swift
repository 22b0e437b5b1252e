import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Card(recipe: Recipe.example)
}
