import CommonLibrary
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        FeatureRow(feature: .onDemand, flags: [.highlighted, .marked])
        FeatureRow(feature: .dns, flags: [.marked])
        FeatureRow(feature: .routing, flags: [])
        FeatureRow(feature: .providers, flags: [.highlighted])
    }
}
