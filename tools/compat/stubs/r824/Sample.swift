import SwiftUI

// The banner at the top of a swarm conversation while a group call is going on.
@MainActor func makeSampleRow() -> some View {
    let call = ActiveCall(id: "c-1", uri: "swarm:9f2e", device: "d-1", conversationId: "9f2e", accountId: "acc",
                          isFromLocalDevice: false)
    return VStack {
        CallBannerView(viewModel: CallBannerViewModel(activeCalls: [call]))
            .padding(.horizontal)
        Spacer(minLength: 60)
    }
}
