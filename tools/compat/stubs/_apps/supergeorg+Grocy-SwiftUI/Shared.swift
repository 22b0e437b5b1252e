// Stubs shared by the supergeorg/Grocy-SwiftUI rows (r554–r556): the SF Symbol names of
// Helper/MySymbols.swift that the rows and previews use, and Xcode's generated symbol for the
// GrocyColors/grocyGrayBackground colour set (light 218/221/227, dark 61/69/77). Our own doubles.
import SwiftUI

struct MySymbols {
    static let stockOverview = "archivebox"
    static let freezing = "thermometer.snowflake"
    static let shoppingList = "cart"
    static let recipe = "list.bullet.rectangle"
}

extension ColorResource {
    /// The asset catalog's GrocyColors folder (namespaced).
    enum GrocyColors {
        static let grocyGrayBackground = ColorResource(name: "GrocyColors/grocyGrayBackground", bundle: .main)
    }
}
