// Stubs for cuappdev/score-ios score-ios/Views/ListViews/FilterTile.swift: Sport (score-ios/Models/Sport.swift)
// and the app's Constants (Utils/Constants.swift: colours and the Poppins fonts the app bundles) with
// Color(hex:) (Utils/PrimaryColors.swift); our own stand-ins with the app's names and values. The sport icons are assets of the app.
import SwiftUI
