import SwiftUI
import CommonWatch

@MainActor func makeSampleRow() -> some View {
    List {
        ServiceCellView(service: Service(id: "a", name: "2FAS Service", additionalInfo: "contact@2fas.com", iconType: .label,
                                         iconTypeID: .default, labelColor: TintColor.green.color, labelTitle: "2F",
                                         badgeColor: TintColor.default.color))
            .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
        ServiceCellView(service: Service(id: "b", name: "Work Mail", additionalInfo: nil, iconType: .label,
                                         iconTypeID: .default, labelColor: TintColor.indigo.color, labelTitle: "WM",
                                         badgeColor: TintColor.orange.color))
            .listRowInsets(.init(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
