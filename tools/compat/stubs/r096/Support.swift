import SwiftUI
// Stubs for nostur-com/nostur-ios-public Nostur/ViewFragments/NoInternetConnectionBanner.swift (what the row uses from elsewhere in its app).

/// Connectivity monitor (the app's watches NWPathMonitor).
public class NetworkMonitor: ObservableObject {
    @Published public var isConnected: Bool
    public init(isConnected: Bool = true) { self.isConnected = isConnected }
    public var isDisconnected: Bool {
        get { !isConnected }
        set { isConnected = !newValue }
    }
}
