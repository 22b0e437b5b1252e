import SwiftUI
// Stub of passepartoutvpn/passepartout's local module CommonUtils (app-apple/Package/Sources/CommonUtils):
// the view helpers the corpus rows use (Views/View+Extensions.swift).

extension View {
    public func opaque(_ condition: Bool) -> some View {
        opacity(condition ? 1.0 : 0.0)
    }
}
