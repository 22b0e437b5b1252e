import Foundation
import Combine // (Apple's Foundation brings Combine along; the app's file imports Foundation alone)
// Stubs for tmenteshashvili/MotivationApp Components/EachQuote.swift: QuoteService.Quote
// (Model/DateType.swift; the service's networking left out).

class QuoteService: ObservableObject {
    @Published var quotes: [Quote] = []

    struct Quote: Identifiable, Codable {
        var id: Int
        var category: String
        var type: String
        var author: String
        var content: String
        var url: String?
    }
}
