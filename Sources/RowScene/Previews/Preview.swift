// Xcode's previews, for Linux: `#Preview { … }` in a row file compiles as it does in Xcode
// wherever RowScene is imported (its implementation, the RowPreviewMacros plugin, is a small
// program without swift-syntax), and each preview becomes an entry that `rowframe previews` or
// `RowPreviews` renders light and dark into a contact sheet.

/// A preview of the view its closure builds, named or not, with layout traits.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "RowPreviewMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own state, as in SwiftUI
/// (`@Previewable @State var isOn = false`): `#Preview` makes it a property of a view that
/// wraps the rest of the body. Outside `#Preview` it adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "RowPreviewMacros", type: "PreviewableMacro")

/// Namespaces of preview traits, as in SwiftUI (`PreviewTrait<Preview.ViewTraits>`).
public enum Preview {
    public enum ViewTraits {}
}

/// How a preview is laid out: at the size that fits its content, at a fixed size, or (the
/// default) across an iPhone's 390 pt width. Orientation traits compile and are ignored.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    init(_ layout: PreviewLayout?) { self.layout = layout }
}

/// A preview's proposal.
public enum PreviewLayout: Sendable, Hashable {
    case device
    case sizeThatFits
    case fixed(width: Double, height: Double)
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.sizeThatFits) }
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(.fixed(width: width, height: height)) }
    public static var portrait: PreviewTrait { PreviewTrait(nil) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(nil) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(nil) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(nil) }
    public static func defaultLayout() -> PreviewTrait { PreviewTrait(.device) }
}

/// A device a `PreviewProvider` preview asks for (`PreviewDevice(rawValue: "iPhone 15")`).
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    // The older preview modifiers (`PreviewProvider` previews): accepted; previews that
    // RowFrame lists come from `#Preview`, whose traits set the layout.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { Inert(content: self) }
    nonisolated public func previewDisplayName(_ name: String?) -> some View { Inert(content: self) }
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { Inert(content: self) }
}

/// The older way to declare previews; compiles, but is not listed (only `#Preview` registers).
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// A `#Preview` body as SwiftUI's `Preview` takes it: a view builder — or, when the closure
/// returns its view with `return` (`let model = …; return Row(model)`), a plain closure, since
/// Swift applies no builder to a closure that returns explicitly.
public enum RowPreviewBody {
    @MainActor public static func make(@ViewBuilder _ content: () -> any View) -> AnyView { AnyView(erasing: content()) }
}

/// What `#Preview` registers: its name, where it is, its layout and how to build its view.
public struct PreviewEntry: Sendable {
    public let name: String?
    public let fileID: String
    public let line: Int
    public let layout: PreviewLayout
    public let make: @MainActor @Sendable () -> AnyView

    /// "Name" or "File.swift:12".
    public var title: String { name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)" }
}

/// The record `#Preview` puts in the `rowframe_previews` section: called with a collector, it
/// adds its entry (a C function pointer, so the linker can gather the records from every object).
public typealias PreviewRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

/// Gathers the entries preview records add (used by `#Preview`'s expansion and RowPreviews).
public final class PreviewRecordCollector {
    public private(set) var entries: [PreviewEntry] = []
    public init() {}

    /// Called by a record: `collector` is an unretained `PreviewRecordCollector`.
    public static func add(_ collector: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
                           traits: [PreviewTrait<Preview.ViewTraits>], make: @escaping @MainActor @Sendable () -> AnyView) {
        let me = Unmanaged<PreviewRecordCollector>.fromOpaque(collector).takeUnretainedValue()
        let layout = traits.compactMap(\.layout).last ?? .device
        me.entries.append(PreviewEntry(name: name, fileID: fileID, line: line, layout: layout, make: make))
    }
}
