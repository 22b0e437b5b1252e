import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        LockedTokenBanner(dleqState: .valid, lockState: .match) {
            Button {
            } label: {
                Spacer()
                Text("\(Image(systemName: "hourglass")) Redeem Later").padding(2)
                Spacer()
            }
        }
        .listRowBackground(EmptyView())
        LockedTokenBanner(dleqState: .noData, lockState: .mismatch) {
            EmptyView()
        }
        .listRowBackground(EmptyView())
    }
}
