import SwiftUI

// The home screen's connection card, connected and failing, on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [Color(red: 0.08, green: 0.09, blue: 0.14), .black], startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
        VStack(spacing: 16) {
            ConnectionStatusView()
                .environmentObject(CodexStore(connectionState: .connected))
            ConnectionStatusView()
                .environmentObject(CodexStore(connectionState: .error("Daemon unreachable at 192.0.2.10:4732")))
        }
        .padding()
    }
    .preferredColorScheme(.dark)
}
