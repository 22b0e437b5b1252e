import SwiftUI
import NavigationBackport
// Stubs for nostur-com/nostur-ios-public Nostur/Profiles/ProfileRowMissing.swift (what the row uses from elsewhere in its app).

struct ContainerIDEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default"
}

extension EnvironmentValues {
    var containerID: String {
        get { self[ContainerIDEnvironmentKey.self] }
        set { self[ContainerIDEnvironmentKey.self] = newValue }
    }
}

protocol IdentifiableDestination: Hashable, Identifiable {}

struct ContactPath: IdentifiableDestination {
    var id: String { key }
    var key: String
    var navigationTitle: String? = nil
    var tab: String? = nil
}

/// Posts a navigation request (the app sends a notification the navigation stack observes).
func navigateTo(_ path: any IdentifiableDestination, context: String) {}

/// Profile picture: the app loads the contact's picture; this double draws the fallback circle.
struct PFP: View {
    var pubkey: String
    var pictureUrl: URL? = nil
    var size: CGFloat = 50.0

    var body: some View {
        Circle()
            .fill(Color(hue: Double(abs(pubkey.hashValue % 360)) / 360, saturation: 0.5, brightness: 0.8))
            .frame(width: size, height: size)
    }
}
