import SwiftUI

@MainActor func makeSampleRow() -> some View {
    DefinitionRow(
        term: "Scheduled Basal Rate",
        definition: VStack(alignment: .leading, spacing: 10) {
            Text("This dotted line represents the hourly insulin rate of your scheduled basal insulin.")
            Text("To review or change your scheduled basal rates, go to Settings > Therapy > Basal Rates.")
        },
        color: Color.insulin,
        iconString: "ellipsis"
    )
}
