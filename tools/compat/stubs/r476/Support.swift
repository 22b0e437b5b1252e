import SwiftUI
import UIKit
// Stubs for StephenDev0/StikDebug StikJIT/Views/InstalledAppsListView.swift (AppButton is the row;
// the list in the same file needs the rest): InstalledAppsViewModel (Views/HomeView.swift; the app
// asks its JIT bridge for the installed apps, here three) and AppStoreIconFetcher
// (Utilities/AppStoreIconFetcher.swift; no icon is ever found here).

class InstalledAppsViewModel: ObservableObject {
    @Published var apps: [String: String] = [
        "com.example.retroarch": "RetroArch",
        "com.utmapp.UTM-SE": "UTM SE",
        "com.example.dolphin": "DolphiniOS",
    ]
}

class AppStoreIconFetcher {
    static func getIcon(for bundleID: String, completion: @escaping (UIImage?) -> Void) {
        completion(nil)
    }
}
