import Foundation
import UniformTypeIdentifiers

// Modifiers whose effect lies outside a rendered row — files, widgets, navigation, the system
// chrome, selection and focus — built as SwiftUI's so rows compile, and not drawn; and
// `onGeometryChange`, which reports the view's geometry as it is laid out.

/// A document type `fileExporter` writes (the app's own): the content types it reads and writes.
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
}
extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
/// What a document is read from.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let data: Data?
}
/// What a document is written as.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
}
/// How an interface is oriented (previews).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = Self(name: "portrait"), portraitUpsideDown = Self(name: "portraitUpsideDown")
    public static let landscapeLeft = Self(name: "landscapeLeft"), landscapeRight = Self(name: "landscapeRight")
}
/// How a navigation push animates (iOS 18: `.zoom(sourceID:in:)`).
public struct NavigationTransition: Sendable {
    let name: String
    public static let automatic = NavigationTransition(name: "automatic")
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition { NavigationTransition(name: "zoom") }
}
/// How `LabeledContent` is laid out (`labeledContentStyle`): RowFrame draws the automatic style.
public protocol LabeledContentStyle {}
public struct AutomaticLabeledContentStyle: LabeledContentStyle { public init() {} }
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: AutomaticLabeledContentStyle { .init() } }

extension View {
    // Files (no file picker opens in a frame).
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (Result<[URL], Error>) -> Void) -> some View { Inert(content: self) }
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                                         onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { Inert(content: self) }
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                          onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { Inert(content: self) }
    nonisolated public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                                          onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View { Inert(content: self) }
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, Error>) -> Void) -> some View {
        Inert(content: self)
    }
    // Widgets.
    nonisolated public func widgetURL(_ url: URL?) -> some View { Inert(content: self) }
    nonisolated public func widgetAccentable(_ accentable: Bool = true) -> some View { Inert(content: self) }
    // Navigation and presentation.
    nonisolated public func navigationTransition(_ style: NavigationTransition) -> some View { Inert(content: self) }
    nonisolated public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { Inert(content: self) }
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { Inert(content: self) }
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        Inert(content: self)
    }
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { Inert(content: self) }
    // The system's chrome around the app.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func statusBar(hidden: Bool) -> some View { Inert(content: self) }
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { Inert(content: self) }
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { Inert(content: self) }
    // Selection, editing, focus and privacy (a frame has no selection, focus or lock screen).
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { Inert(content: self) }
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { Inert(content: self) }
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View { Inert(content: self) }
    /// Isolates the geometry of the view's subviews when it animates (a still is the same).
    nonisolated public func geometryGroup() -> some View { Inert(content: self) }

    /// Calls `action` with what `transform` reads of the view's geometry once it is laid out, and
    /// again whenever that changes.
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                           action: @escaping (T) -> Void) -> some View {
        background(GeometryReader { proxy in
            let value = transform(proxy)
            Color.clear.onAppear { action(value) }.onChange(of: value) { _, new in action(new) }
        })
    }
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                           action: @escaping (T, T) -> Void) -> some View {
        background(GeometryReader { proxy in
            let value = transform(proxy)
            Color.clear.onAppear { action(value, value) }.onChange(of: value) { old, new in action(old, new) }
        })
    }
}

/// A view that is only evaluated again when it changes (`equatable()`): drawn as it is.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}
extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension View {
    // App events a frame never receives: accepted, never called.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { Inert(content: self) }
    nonisolated public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { Inert(content: self) }
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { Inert(content: self) }
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { Inert(content: self) }
    // The older drag and drop (a frame has no drag session).
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { Inert(content: self) }
    nonisolated public func onDrag<P: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> P) -> some View { Inert(content: self) }
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        Inert(content: self)
    }
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { Inert(content: self) }
}

/// An activity the app hands to the system (Handoff, Spotlight): a frame hands off nothing;
/// what code sets is kept.
public final class NSUserActivity: @unchecked Sendable {
    public let activityType: String
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    public var webpageURL: URL?
    public var isEligibleForSearch = false, isEligibleForHandoff = true, isEligibleForPrediction = false
    public var targetContentIdentifier: String?
    public init(activityType: String) { self.activityType = activityType }
    public func becomeCurrent() {}
    public func resignCurrent() {}
    public func invalidate() {}
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}

/// Data offered for drag and drop or sharing: a frame drags nothing, so a provider holds what it
/// was given and loads nothing.
public final class NSItemProvider: @unchecked Sendable {
    public var suggestedName: String?
    public private(set) var registeredTypeIdentifiers: [String] = []
    public init() {}
    public init(object: Any) {}
    public init?(contentsOf fileURL: URL?) { guard fileURL != nil else { return nil } }
    public init(item: Any?, typeIdentifier: String?) { if let typeIdentifier { registeredTypeIdentifiers = [typeIdentifier] } }
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: Int = 0,
                                           loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registeredTypeIdentifiers.append(typeIdentifier)
    }
}

/// A key press a focused view hears (`onKeyPress`): a hardware keyboard's, never in a frame.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases
    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1), `repeat` = Phases(rawValue: 2), up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
    /// Whether a handler used the press.
    public enum Result: Sendable { case handled, ignored }
}

extension View {
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { Inert(content: self) }
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        Inert(content: self)
    }
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        Inert(content: self)
    }
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { Inert(content: self) }
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { Inert(content: self) }
}
