import SwiftUI
import UIKit
import CommonWatch
// Stubs for twofas/2fas-ios TwoFAS/TwoFASWatch Watch App/ServiceList/ServiceCellView.swift (what the row
// uses from elsewhere in the watch app: Data/Models/Service.swift, Data/IconRenderer.swift (its
// ColorLabelText/ColorLabelTextBackground asset colours' "any" values) and Data/WatchConsts.swift).

struct Service: Identifiable, Hashable {
    let id: String
    let name: String
    let additionalInfo: String?
    let iconType: IconType
    let iconTypeID: IconTypeID
    let labelColor: Color
    let labelTitle: String
    let badgeColor: Color
}

enum WatchConsts {
    static let minRowHeight: CGFloat = 60
    static let listSectionRowSpacing: CGFloat = 4
}

struct IconRenderer: View {
    let service: Service

    @ViewBuilder
    var body: some View {
        Group {
            switch service.iconType {
            case .brand:
                Image(uiImage: ServiceIcon.for(iconTypeID: service.iconTypeID))
                    .resizable()
            case .label:
                ZStack(alignment: .center) {
                    Circle()
                        .frame(width: 24, height: 24)
                        .foregroundStyle(service.labelColor)
                    RoundedRectangle(cornerRadius: 14, style: .circular)
                        .frame(width: 17.8, height: 11.22, alignment: .center)
                        .foregroundStyle(Color(red: 0xFE / 255, green: 0xFE / 255, blue: 0xFE / 255))
                    Text(verbatim: service.labelTitle)
                        .foregroundStyle(Color(red: 1 / 255, green: 1 / 255, blue: 1 / 255))
                        .font(Font(UIFont.systemFont(ofSize: 6, weight: .bold)))
                        .multilineTextAlignment(.center)
                        .frame(width: 22, height: 6, alignment: .center)
                }
            }
        }
        .frame(width: 24, height: 24)
        .aspectRatio(contentMode: .fit)
    }
}
