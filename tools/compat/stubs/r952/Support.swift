// Stub for Berkay-Disli/CaseStudy (r952): the listing's layout state (ViewModel/Navigation.swift: two per row or one
// per page). Our own test double with the app's names.
import SwiftUI

class DataVisuals: ObservableObject {
    @Published var showSingleItems = false

    func setItemsToSingle() { showSingleItems = true }
}
