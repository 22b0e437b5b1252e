import SwiftUI

// What every oracle case harness (tools/oracle/cases/<id>.swift) can say besides its view:
// how the snapshot library laid the view out, and what the host behind it looked like.
// render-cases.sh compiles this file as the module OracleHarness, which every case module
// and the renderer import. A case that declares its own `oracleHost` hides the default below.

/// How the reference's snapshot strategy sized the view (points).
public enum OracleLayout: Sendable {
    /// `.sizeThatFits` (and the default `.image` of a SwiftUI view): the view offered its ideal
    /// width and no height, as the hosting controller's `sizeThatFits(in: .zero)` offers it.
    case sizeThatFits
    /// A host sized to fit within a width (an early helper's `sizeThatFits` on a device): the
    /// view proposed that width and any height, the host as large as the view chose.
    case fitting(width: Double)
    /// `.fixed(width:height:)`: a host of that size, the view centred in it.
    case fixed(width: Double, height: Double)
    /// `.device(config:)` (and `.image(on:)` of a view controller): a screen of that size whose
    /// safe area insets the view (top and bottom, portrait), the view centred in what remains —
    /// at Dynamic Type's `.medium` size, which swift-snapshot-testing's iPhone configurations set
    /// in their traits (`preferredContentSizeCategory: .medium`), one step below iOS's default.
    case device(width: Double, height: Double, safeTop: Double, safeBottom: Double)

    /// `.device(config: .iPhone13)` in swift-snapshot-testing: 390 × 844 pt, insets 47 and 34.
    public static let iPhone13 = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
}

/// The host behind the view: its background and, when the reference was not recorded in the
/// appearance its manifest line names (see the case's comment), the appearance to render.
public struct OracleHost: Sendable {
    public var background: Color
    public var appearance: ColorScheme?
    public init(background: Color = Color(UIColor.systemBackground), appearance: ColorScheme? = nil) {
        self.background = background
        self.appearance = appearance
    }
    /// A UIHostingController's view: the system background of the appearance.
    public static let system = OracleHost()
}

/// The default host: used by every case that does not declare its own `oracleHost`.
public let oracleHost = OracleHost.system

/// The view laid out as `layout` says, ready for a RenderRequest whose proposal is `proposal`
/// and whose environment has `insets` as its safe area (a device's screen).
@MainActor public func oracleFramed(_ view: AnyView, _ layout: OracleLayout) -> (view: AnyView, width: Double?, height: Double?, insets: EdgeInsets) {
    switch layout {
    case .sizeThatFits:
        return (AnyView(HostingFit { view }), nil, nil, EdgeInsets())
    case let .fitting(width):
        return (view, width, nil, EdgeInsets())
    case let .fixed(width, height):
        return (AnyView(view.frame(width: width, height: height)), width, height, EdgeInsets())
    case let .device(width, height, top, bottom):
        // The screen's safe area is the environment's: the renderer lays the root out inside it,
        // centred, as a hosting controller does (several root views one below the other), and
        // what ignores it (backgrounds, lists) reaches the screen's edges. A screen without a
        // safe area (a landscape configuration) frames the root to the screen, centred, which is
        // what the host does with it (the renderer takes a request without insets as a size to
        // fit in, not a screen).
        if top == 0 && bottom == 0 {
            return (AnyView(view.dynamicTypeSize(.medium).frame(width: width, height: height)), width, height, EdgeInsets())
        }
        return (AnyView(view.dynamicTypeSize(.medium)), width, height, EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    }
}

/// Every asset catalog (`*.xcassets` folder) under `folder`, read, in path order.
public func oracleCatalogs(in link: String) throws -> [AssetCatalog] {
    let folder = URL(fileURLWithPath: link).resolvingSymlinksInPath().path
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".xcassets") { paths.append(folder + "/" + relative); walker.skipDescendants() }
    }
    return try paths.sorted().map { try AssetCatalog(contentsOf: $0) }
}

/// swift-snapshot-testing's `.sizeThatFits` on iOS: `UIHostingController.sizeThatFits(in: .zero)`,
/// which offers the view its ideal width and no height — each text as many lines as its width
/// needs, but the view as short as it can be: a two-line `lineLimit(2)` text takes one line and
/// truncates, a scroll view or list takes no more than its minimum — and the host is as large as
/// the view then chooses, the view laid out again offered that size (a `maxWidth: .infinity`
/// frame inside a `minWidth` one fills it). Measured on the references, not documented by Apple: with this
/// proposal the size-to-fit cases of the spent oracle halves come out at the references' exact
/// pixel size where the ideal size (nil × nil) made them taller (green-ios's row galleries, 21–1,575 pt;
/// WordsLearner's comparison rows, 20 pt), and every other one as before.
struct HostingFit: Layout {
    private static let proposal = ProposedViewSize(width: nil, height: 0)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(Self.proposal) ?? .zero
    }
    /// Then, as the snapshot lays the hosted view out in a window of the size it chose, offered
    /// that size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
