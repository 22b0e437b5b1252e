import SwiftUI

@MainActor func makeSampleRow() -> some View {
    UpdateRowViewSidebar(
        app: UpdateableApp(
            appInfo: AppInfo(id: UUID(), path: URL(fileURLWithPath: "/Applications/Firefox.app"),
                             bundleIdentifier: "org.mozilla.firefox", appName: "Firefox",
                             appVersion: "133.0", appIcon: nil),
            availableVersion: "133.0.3",
            source: .homebrew,
            releaseNotesLink: nil
        ),
        isSelected: false,
        onTap: {}
    )
    .environmentObject(UpdateManager())
    .frame(width: 260)
}
