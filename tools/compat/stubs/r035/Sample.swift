import SwiftUI
import PortainerKit

@MainActor func makeSampleRow() -> some View {
    let intentContainer = IntentContainer.preview(id: "1", name: "nginx-proxy")
    let entry = ContainerStatusWidget.Provider.Entry(
        date: Date(timeIntervalSince1970: 1_719_150_000),
        configuration: ContainerStatusWidget.Intent(containers: [intentContainer]),
        result: .containers([Container(id: "1", names: ["/nginx-proxy"], state: .running, status: "Up 5 days")])
    )
    return ContainerStatusWidget.SingleContainerView(entry: entry)
        .frame(width: 170, height: 170)
}
