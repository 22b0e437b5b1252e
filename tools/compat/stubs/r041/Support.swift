import SwiftUI
// Stubs for nalexn/clean-architecture-swiftui CountriesSwiftUI/UI/CountryDetails/DetailRow.swift (what the row uses from elsewhere in its app).
// (Nothing: the row uses only SwiftUI.)
