import Foundation
import Networking
import SwiftUI
// Stubs for paulgessinger/swift-paperless AppShared/Sources/AppShared/Views/Tags/TagView.swift (what the
// row's file uses from elsewhere in its module, AppShared). Common, DataModel and Networking are
// stubbed under _packages.

/// The accessor xcstrings-tool generates for Resources/Localization/Permissions.xcstrings (only the
/// key the row reads).
extension String {
    public struct Permissions: Sendable {
        let key: String
        let defaultValue: String

        public static var `private`: Permissions {
            Permissions(key: "private", defaultValue: "Private")
        }
    }
}

extension LocalizedStringResource {
    public static func permissions(_ permissions: String.Permissions) -> LocalizedStringResource {
        LocalizedStringResource(String.LocalizationValue(permissions.key), defaultValue: String.LocalizationValue(permissions.defaultValue), table: "Permissions")
    }
}

/// Utilities/HFlow.swift is a `Layout` that wraps its subviews onto rows; this double lines them up in
/// one HStack.
public struct HFlow {
    public enum VerticalAlignment: Sendable {
        case top
        case center
        case bottom
    }

    public var itemSpacing: CGFloat?
    public var rowSpacing: CGFloat?
    public var verticalAlignment: VerticalAlignment = .top

    public init(itemSpacing: CGFloat? = nil, rowSpacing: CGFloat? = nil, verticalAlignment: VerticalAlignment = .top) {
        self.itemSpacing = itemSpacing
        self.rowSpacing = rowSpacing
        self.verticalAlignment = verticalAlignment
    }

    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        HStack(alignment: verticalAlignment == .top ? .top : verticalAlignment == .bottom ? .bottom : .center, spacing: itemSpacing ?? 8) {
            content()
        }
    }
}

/// Document/DocumentStore.swift: the app's observable document store (only what previews construct).
@MainActor
@Observable
public final class DocumentStore {
    public private(set) var tags: [UInt: Any] = [:]

    public init(repository: some Repository) {}
}
