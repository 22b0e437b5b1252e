import SwiftUI

// A device's detail: labelled values in a details card.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            LabeledItem(label: "Model", content: Text("MetaMotion RL").fontSmall())
            LabeledItem(label: "Firmware", content: Text("1.7.3").fontSmall(monospacedDigit: true))
            LabeledItem(label: "MAC", content: Text("D4:12:8E:0A:3C:91").fontSmall(monospacedDigit: true))
            LabeledColorKeyedItem(color: .red, label: "X", content: Text("0.98 g").fontSmall())
            LabeledColorKeyedItem(color: .green, label: "Y", content: Text("-0.02 g").fontSmall())
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
        .padding()
    }
}
