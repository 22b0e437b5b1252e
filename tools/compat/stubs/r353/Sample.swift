import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        CapacityCircleView(circleWidth: 6, closeStatus: .open(closeTime: Date()),
                           status: .notBusy(0.32), textFont: Constants.Fonts.labelMedium)
            .frame(width: 64, height: 64)
        CapacityCircleView(circleWidth: 6, closeStatus: .open(closeTime: Date()),
                           status: .veryBusy(0.87), textFont: Constants.Fonts.labelMedium)
            .frame(width: 64, height: 64)
        CapacityCircleView(circleWidth: 6, closeStatus: .closed(openTime: Date()),
                           status: nil, textFont: Constants.Fonts.labelMedium)
            .frame(width: 64, height: 64)
    }
    .padding()
}
