// `import MapKit` for rows that show a place: `Map` is drawn as a visible placeholder — land
// with a map symbol — with its markers and annotations placed where their coordinates fall in
// the map's region. There are no map tiles on Linux: a golden of a map row shows where the
// map is and where its pins are, not the streets.
@_exported import CoreLocation
@_spi(Frameworks) import RowScene

/// The extent of a region in degrees.
public struct MKCoordinateSpan: Sendable, Hashable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: a center and a span.
public struct MKCoordinateRegion: Sendable, Hashable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metersPerDegree = 111_320.0
        let cosLat = max(0.01, cos(center.latitude * .pi / 180))
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metersPerDegree * cosLat)))
    }
}

/// Where a map looks (`.automatic` frames its content).
public struct MapCameraPosition: Sendable, Hashable {
    let region: MKCoordinateRegion?
    public static let automatic = MapCameraPosition(region: nil)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    public static func item(_ coordinate: CLLocationCoordinate2D, distance: CLLocationDistance = 1000) -> MapCameraPosition {
        .region(MKCoordinateRegion(center: coordinate, latitudinalMeters: distance, longitudinalMeters: distance))
    }
}

/// How a map may be moved (accepted: a frame is not dragged).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user (accepted: a frame has no user location).
public enum MapUserTrackingMode: Sendable, Hashable { case none, follow }

/// A map's look (accepted; the placeholder is the same for every style).
public struct MapStyle: Sendable {
    public static let standard = MapStyle(), imagery = MapStyle(), hybrid = MapStyle()
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    /// Flat or realistic terrain.
    public enum Elevation: Sendable, Hashable { case automatic, flat, realistic }
    /// How strongly the standard style draws its features.
    public enum StandardEmphasis: Sendable, Hashable { case automatic, muted }
}
/// Which points of interest a map shows.
public struct PointOfInterestCategories: Sendable, Hashable {
    let excluded: Bool
    public static let all = PointOfInterestCategories(excluded: false)
    public static let excludingAll = PointOfInterestCategories(excluded: true)
    public static func including(_ categories: [String]) -> PointOfInterestCategories { .all }
    public static func excluding(_ categories: [String]) -> PointOfInterestCategories { .all }
}

extension View {
    nonisolated public func mapStyle(_ style: MapStyle) -> some View { self }
}

/// Something a map shows at a coordinate: a marker, a pin, an annotation.
public protocol MapContent: View {
    /// Where it stands.
    var coordinate: CLLocationCoordinate2D { get }
    /// What is drawn there, centered on the coordinate.
    var mark: AnyView { get }
}

extension MapContent {
    /// Outside a map, map content draws nothing.
    nonisolated public var body: some View { EmptyView() }
}

/// A balloon marker with a title under it.
public struct Marker: MapContent {
    public let coordinate: CLLocationCoordinate2D
    let title: String?, systemImage: String, tint: Color
    public init(_ title: String, coordinate: CLLocationCoordinate2D) { self.init(title, systemImage: "mappin", coordinate: coordinate) }
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.title = title; self.systemImage = systemImage; self.coordinate = coordinate; tint = .red
    }
    public init(coordinate: CLLocationCoordinate2D) { title = nil; systemImage = "mappin"; self.coordinate = coordinate; tint = .red }
    private init(_ marker: Marker, tint: Color) { coordinate = marker.coordinate; title = marker.title; systemImage = marker.systemImage; self.tint = tint }
    public func tint(_ tint: Color) -> Marker { Marker(self, tint: tint) }
    public var mark: AnyView {
        AnyView(VStack(spacing: 2) {
            Image(systemName: systemImage).font(.system(size: 13, weight: .semibold)).foregroundColor(.white)
                .frame(width: 28, height: 28).background(Circle().fill(tint))
                .overlay(Circle().stroke(Color.white, lineWidth: 1.5))
            if let title { Text(title).font(.caption2.weight(.semibold)).lineLimit(1) }
        })
    }
}

/// A pin (`MapMarker`, `MapPin`: the older annotations).
public struct MapMarker: MapContent {
    public let coordinate: CLLocationCoordinate2D
    let tint: Color
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate; self.tint = tint ?? .red }
    public var mark: AnyView {
        AnyView(Circle().fill(tint).frame(width: 14, height: 14).overlay(Circle().stroke(Color.white, lineWidth: 2)))
    }
}
public typealias MapPin = MapMarker

/// A view of the row's own at a coordinate (`Annotation`, `MapAnnotation`).
public struct Annotation: MapContent {
    public let coordinate: CLLocationCoordinate2D
    let content: AnyView
    public init<Content: View>(_ title: String, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate; self.content = AnyView(content())
    }
    public init<Content: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate; self.content = AnyView(content())
    }
    public var mark: AnyView { content }
}
public typealias MapAnnotation = Annotation

/// What a map's builder holds.
public typealias MapContentBuilder = ViewBuilder

/// A map, drawn as a placeholder (land and a map symbol; no tiles on Linux) with its content
/// placed by coordinate in its region. It takes the space it is offered.
public struct Map<Content: View>: View {
    let position: MapCameraPosition
    let content: Content

    public init(initialPosition: MapCameraPosition = .automatic, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @ViewBuilder content: () -> Content) {
        position = initialPosition; self.content = content()
    }
    public init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @ViewBuilder content: () -> Content) {
        self.position = position.wrappedValue; self.content = content()
    }
    public init<Items: RandomAccessCollection, Annotated: MapContent>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotated
    ) where Items.Element: Identifiable, Content == ForEach {
        position = .region(coordinateRegion.wrappedValue)
        content = ForEach(annotationItems) { annotationContent($0) }
    }

    public var body: some View {
        let elements = builderElements(of: content)
        let marks = elements.compactMap { $0 as? any MapContent }
        let overlays = elements.compactMap { $0 as? any MapOverlayContent }
        let region = position.region ?? Self.framing(marks.map(\.coordinate) + overlays.flatMap(\.coordinates))
        return GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                Color(light: Color(red: 0.96, green: 0.95, blue: 0.92), dark: Color(red: 0.17, green: 0.18, blue: 0.19))
                Image(systemName: "map").font(.system(size: min(36, proxy.size.height / 3))).foregroundStyle(.tertiary)
                    .frame(width: proxy.size.width, height: proxy.size.height)
                ForEach(0..<overlays.count, id: \.self) { i in
                    overlays[i].drawing { Self.point($0, in: region, size: proxy.size) }
                }
                ForEach(0..<marks.count, id: \.self) { i in
                    marks[i].mark.position(Self.point(marks[i].coordinate, in: region, size: proxy.size))
                }
            }
        }
    }

    /// A region holding every coordinate with a margin (MapKit's automatic camera frames the
    /// content); around one coordinate, about a kilometer.
    static func framing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else { return MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)) }
        var (minLat, maxLat, minLon, maxLon) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for c in coordinates { minLat = min(minLat, c.latitude); maxLat = max(maxLat, c.latitude); minLon = min(minLon, c.longitude); maxLon = max(maxLon, c.longitude) }
        let center = CLLocationCoordinate2D(latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2)
        return MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: max(0.01, (maxLat - minLat) * 1.4),
                                                                         longitudeDelta: max(0.01, (maxLon - minLon) * 1.4)))
    }

    /// Where a coordinate falls in a view of `size` showing `region` (linear in degrees).
    static func point(_ c: CLLocationCoordinate2D, in region: MKCoordinateRegion, size: CGSize) -> CGPoint {
        let span = region.span
        let x = span.longitudeDelta > 0 ? (c.longitude - region.center.longitude) / span.longitudeDelta + 0.5 : 0.5
        let y = span.latitudeDelta > 0 ? 0.5 - (c.latitude - region.center.latitude) / span.latitudeDelta : 0.5
        return CGPoint(x: x * size.width, y: y * size.height)
    }
}

extension Map where Content == EmptyView {
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {
        position = initialPosition; content = EmptyView()
    }
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        position = .region(coordinateRegion.wrappedValue); content = EmptyView()
    }
}

/// A shape a map draws over its land by coordinates (a route, an area, a radius).
public protocol MapOverlayContent: View {
    /// The coordinates it passes through (a map with no camera given frames them).
    var coordinates: [CLLocationCoordinate2D] { get }
    /// It drawn in the map's space, where `place` puts a coordinate.
    func drawing(_ place: @escaping (CLLocationCoordinate2D) -> CGPoint) -> AnyView
}

extension MapOverlayContent {
    /// Outside a map, map content draws nothing.
    nonisolated public var body: some View { EmptyView() }
}

/// How a map overlay is painted: its fill and its stroke.
struct MapOverlayPaint {
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle = StrokeStyle(lineWidth: 1)

    func draw(_ path: Path) -> AnyView {
        AnyView(ZStack {
            if let fill { path.fill(fill) }
            if let stroke { path.stroke(stroke, style: strokeStyle) }
        })
    }
}

/// A line through coordinates (`MapPolyline`): a route, a track. Stroked in the tint, 3 pt wide,
/// unless a stroke is given.
public struct MapPolyline: MapOverlayContent {
    public enum ContourStyle: Sendable, Hashable { case straight, geodesic }
    public let coordinates: [CLLocationCoordinate2D]
    var paint = MapOverlayPaint(stroke: AnyShapeStyle(TintShapeStyle()), strokeStyle: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapPolyline {
        var line = self; line.paint.stroke = AnyShapeStyle(style); line.paint.strokeStyle = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round); return line
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolyline {
        var line = self; line.paint.stroke = AnyShapeStyle(style); line.paint.strokeStyle = strokeStyle; return line
    }
    public func drawing(_ place: @escaping (CLLocationCoordinate2D) -> CGPoint) -> AnyView {
        let points = coordinates.map(place)
        return paint.draw(Path { path in if let first = points.first { path.move(to: first); for p in points.dropFirst() { path.addLine(to: p) } } })
    }
}

/// An area bounded by coordinates (`MapPolygon`), filled in the tint at 30 % unless styled.
public struct MapPolygon: MapOverlayContent {
    public let coordinates: [CLLocationCoordinate2D]
    var paint = MapOverlayPaint(fill: AnyShapeStyle(TintShapeStyle().opacity(0.3)))
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolygon { var shape = self; shape.paint.fill = AnyShapeStyle(style); return shape }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapPolygon {
        var shape = self; shape.paint.stroke = AnyShapeStyle(style); shape.paint.strokeStyle = StrokeStyle(lineWidth: lineWidth); return shape
    }
    public func drawing(_ place: @escaping (CLLocationCoordinate2D) -> CGPoint) -> AnyView {
        let points = coordinates.map(place)
        return paint.draw(Path { path in if !points.isEmpty { path.addLines(points); path.closeSubpath() } })
    }
}

/// A circle of `radius` meters around a coordinate (`MapCircle`), filled in the tint at 30 %
/// unless styled.
public struct MapCircle: MapOverlayContent {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    var paint = MapOverlayPaint(fill: AnyShapeStyle(TintShapeStyle().opacity(0.3)))
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) { self.center = center; self.radius = radius }
    /// The circle's center and the points a radius away north and east, for framing.
    public var coordinates: [CLLocationCoordinate2D] { [center, edge(north: true), edge(north: false)] }
    func edge(north: Bool) -> CLLocationCoordinate2D {
        let degrees = radius / 111_320
        return north ? CLLocationCoordinate2D(latitude: center.latitude + degrees, longitude: center.longitude)
            : CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + degrees / max(0.01, cos(center.latitude * .pi / 180)))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle { var shape = self; shape.paint.fill = AnyShapeStyle(style); return shape }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat) -> MapCircle {
        var shape = self; shape.paint.stroke = AnyShapeStyle(style); shape.paint.strokeStyle = StrokeStyle(lineWidth: lineWidth); return shape
    }
    public func drawing(_ place: @escaping (CLLocationCoordinate2D) -> CGPoint) -> AnyView {
        let c = place(center), north = place(edge(north: true)), east = place(edge(north: false))
        let rx = abs(east.x - c.x), ry = abs(north.y - c.y)
        return paint.draw(Path(ellipseIn: CGRect(x: c.x - rx, y: c.y - ry, width: 2 * rx, height: 2 * ry)))
    }
}

/// The user's location (`UserAnnotation`): a render has no location, so, as on a device without
/// one, nothing is drawn.
public struct UserAnnotation: View {
    public init() {}
    public init<Content: View>(anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// The map's controls (`MapCompass`, `MapScaleView`, `MapUserLocationButton`, `MapPitchToggle`),
/// as `mapControls` lists them. A render's map is a placeholder with no camera to control:
/// they draw nothing there (iOS shows the compass and the scale only while the map turns or zooms).
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
public struct MapScaleView: View {
    public init(anchor: HorizontalAlignment = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// When a map's camera reports a change.
public enum MapCameraUpdateFrequency: Sendable, Hashable { case continuous, onEnd }
/// What a camera change reports: the region shown (a render's camera never moves).
public struct MapCameraUpdateContext: Sendable {
    public let region: MKCoordinateRegion
}

extension View {
    /// The map's controls: not drawn on the placeholder map (see `MapCompass`).
    nonisolated public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    nonisolated public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    /// Called as the camera moves: a render's camera does not move, so never.
    nonisolated public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    nonisolated public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
    nonisolated public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// Converts between a map's points and coordinates (`MapReader`'s proxy). The placeholder map
/// has no camera of its own to ask, so nothing converts (nil), as on a map not yet shown.
public struct MapProxy: Sendable {
    public enum Space: Sendable { case local, global }
    public func convert(_ point: CGPoint, from space: Space) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: Space) -> CGPoint? { nil }
}

/// A map's proxy, for its content (`MapReader { proxy in Map { … } }`).
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) { self.content = content }
    public var body: some View { content(MapProxy()) }
}
