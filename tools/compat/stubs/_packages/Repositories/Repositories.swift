import Foundation
import Observation
import Models
import Extensions
// Stub of villeheikkila/Tastybytes's local package Repositories (Packages/Repositories; Supabase in
// the app): what the corpus rows use. Calls succeed at once.

public protocol ProductBarcodeRepository: Sendable {
    func addToProduct(id: Product.Id, barcode: Barcode) async throws
}

struct InMemoryProductBarcodeRepository: ProductBarcodeRepository {
    func addToProduct(id: Product.Id, barcode: Barcode) async throws {}
}

@Observable
public final class Repository {
    public let productBarcode: ProductBarcodeRepository

    public init(productBarcode: ProductBarcodeRepository? = nil) {
        self.productBarcode = productBarcode ?? InMemoryProductBarcodeRepository()
    }
}

public struct PostgrestError: Error, Sendable {
    public let code: String?
    public init(code: String?) { self.code = code }
}

public extension Error {
    /// A unique-constraint violation from the database.
    var isDuplicate: Bool {
        (self as? PostgrestError)?.code == "23505"
    }
}
