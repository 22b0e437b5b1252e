import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        AppButton(bundleID: "com.example.retroarch", appName: "RetroArch", recentApps: .constant([]), favoriteApps: .constant([]),
                  appIcons: .constant([:]), onSelectApp: { _ in }, sharedDefaults: .standard)
        AppButton(bundleID: "com.utmapp.UTM-SE", appName: "UTM SE", recentApps: .constant([]), favoriteApps: .constant(["com.utmapp.UTM-SE"]),
                  appIcons: .constant([:]), onSelectApp: { _ in }, sharedDefaults: .standard)
    }
}
