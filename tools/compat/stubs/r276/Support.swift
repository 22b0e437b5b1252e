import Foundation
// Stubs for Dimillian/MovieSwiftUI MovieSwift/MovieSwift/views/components/movieDetail/reviews/ReviewRow.swift
// (what the row uses from elsewhere in its app: Packages/Backend/Sources/Backend/models/Review.swift).

struct Review: Codable, Identifiable {
    let id: String
    let author: String
    let content: String
}
