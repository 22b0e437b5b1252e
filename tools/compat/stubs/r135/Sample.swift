import SwiftUI
import Models
import Repositories

@MainActor func makeSampleRow() -> some View {
    List {
        DiscoverProductRow(product: TastybytesPreviewData.product, barcode: .constant(nil))
    }
    .environment(Repository())
    .environment(Router())
}
