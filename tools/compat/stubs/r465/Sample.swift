import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        CoffeeRow(coffee: Coffee(name: "Simple Kaffa", address: "No. 1, Section 1, Zhongshan S Rd, Taipei", url: URL(string: "https://example.com/kaffa")!))
        CoffeeRow(coffee: Coffee(name: "Fika Fika Cafe", address: "No. 33, Yitong St, Zhongshan District, Taipei", url: URL(string: "https://example.com/fika")!))
    }
}
