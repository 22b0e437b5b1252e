import SwiftUI
// Stubs for fsa3/Recipes Recipes/Views/Card.swift (what the row uses from elsewhere in its app).

struct Recipe: Hashable {
    var title: String
    var methood: String
    var image: String
    var dishType: String?

    init(title: String, methood: String, image: String, dishType: String) {
        self.title = title
        self.methood = methood
        self.image = image
        self.dishType = dishType
    }

    static var example = Recipe(title: "Pumpkin soup", methood: "Simmer and blend.",
                                image: "https://www.edamam.com/web-img/e42/e42f9119813e890af34c259785ae1cfb.jpg",
                                dishType: "soup")
}
