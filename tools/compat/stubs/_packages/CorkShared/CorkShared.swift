import SwiftUI
import Defaults
import FactoryKit
// Stub of buresdv/Cork's local module CorkShared (Modules/Shared): what the corpus rows use.
// (The app's AppConstants also holds `logger`, an os.Logger; RowFrame's os module has no Logger,
// so the stub leaves it out.)

public final class AppConstants: @unchecked Sendable {
    public static let shared = AppConstants()

    public let brewExecutablePath = URL(fileURLWithPath: "/opt/homebrew/bin/brew")
    public let brewCellarPath = URL(fileURLWithPath: "/opt/homebrew/Cellar")
    public let brewCaskPath = URL(fileURLWithPath: "/opt/homebrew/Caskroom")

    public init() {}
}

public extension Container {
    var appConstants: Factory<AppConstants> {
        Factory(self) { AppConstants.shared }.singleton
    }
}

// Window IDs.
public extension String {
    static let errorInspectorWindowID: String = "error-inspector"
}

// Settings keys (Defaults).
public extension Defaults.Keys {
    static let enableSwipeActions: Key<Bool> = .init("enableSwipeActions", default: false)
    static let allowMoreCompleteUninstallations: Key<Bool> = .init("allowMoreCompleteUninstallations", default: false)
    static let shouldRequestPackageRemovalConfirmation: Key<Bool> = .init("shouldRequestPackageRemovalConfirmation", default: false)
}

// From the author's DavidFoundation package (loaded with the shared module in the app).
public extension View {
    /// Applies `modifier` to the view (for conditional modifier chains).
    func modify<Content: View>(@ViewBuilder _ modifier: (Self) -> Content) -> some View {
        modifier(self)
    }
}
