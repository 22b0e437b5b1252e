import Testing
import Foundation
import RowTestSupport
import RowRaster
import RowScene
import MapKit
import RowPNG

/// MapKit as rows use it: a visible placeholder with its content placed by coordinate.
@MainActor @Suite struct MapKitTests {
    struct Place: Identifiable { let id: Int; let coordinate: CLLocationCoordinate2D }

    struct PlaceRow: View {
        @State var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                                               span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let places = [Place(id: 1, coordinate: CLLocationCoordinate2D(latitude: 48.8566 + 0.025, longitude: 2.3522 - 0.025))]
        var body: some View {
            Map(coordinateRegion: $region, annotationItems: places) { MapMarker(coordinate: $0.coordinate, tint: .blue) }
                .frame(width: 200, height: 120)
        }
    }

    /// `Map` is a visible placeholder — land and a map symbol — with its markers where their
    /// coordinates fall in its region (a quarter of the span up and left of the center here).
    @Test func aMapShowsItsMarkersWhereTheirCoordinatesFall() throws {
        var env = EnvironmentValues(); env.displayScale = 1
        let canvas = try TestSupport.renderer.render(PlaceRow(), environment: env)
        #expect(canvas.width == 200 && canvas.height == 120)
        let land = canvas[3, 3]
        #expect(land.a == 255 && land.r > 230 && land.g > 230 && land.b > 220 && land.r != land.b)   // not the white background
        let pin = canvas[50, 30]                                     // x = 0.25·200, y = 0.25·120
        #expect(pin.b > 200 && pin.r < 100, "\(pin)")
        #expect(canvas[150, 90] == land)                              // nothing where no marker is
        if let out = ProcessInfo.processInfo.environment["ROWFRAME_LOOK"] {
            try PNG.write(try TestSupport.renderer.render(PlaceRow()), to: out + "/map-region.png")
            try PNG.write(try TestSupport.renderer.render(Map {
                Marker("A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 10))
                Marker("B", systemImage: "cup.and.saucer.fill", coordinate: CLLocationCoordinate2D(latitude: 11, longitude: 11))
            }.frame(width: 358, height: 160)), to: out + "/map-auto.png")
        }

        // The automatic camera frames the content: two markers both on the map.
        let two = Map {
            Marker("A", coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 10))
            Marker("B", coordinate: CLLocationCoordinate2D(latitude: 11, longitude: 11))
        }.frame(width: 200, height: 200)
        let list = try TestSupport.renderer.displayList(two, environment: env)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts.contains("A") && texts.contains("B"))
        let coordinateFree = CLLocation(latitude: 48.8566, longitude: 2.3522).distance(from: CLLocation(latitude: 51.5074, longitude: -0.1278))
        #expect(abs(coordinateFree - 343_500) < 1_500)   // Paris–London, great circle
    }

    /// Overlays are drawn by coordinate under the markers: a route's line in its stroke, a
    /// circle of meters around a point, the user's location (none in a render) not at all; the
    /// controls and the camera callbacks change nothing on the placeholder.
    @Test func overlaysAreDrawnWhereTheirCoordinatesFall() throws {
        var env = EnvironmentValues(); env.displayScale = 1
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let west = CLLocationCoordinate2D(latitude: 0, longitude: -0.25), east = CLLocationCoordinate2D(latitude: 0, longitude: 0.25)
        let view = Map(position: .constant(.region(region))) {
            MapPolyline(coordinates: [west, east]).stroke(.red, lineWidth: 4)
            MapCircle(center: CLLocationCoordinate2D(latitude: 0.25, longitude: 0), radius: 5_566).foregroundStyle(.blue)
            UserAnnotation()
        }
        .mapControls { MapCompass(); MapUserLocationButton() }
        .onMapCameraChange { _ in }
        .frame(width: 200, height: 200)
        let canvas = try TestSupport.renderer.render(view, environment: env)
        let land = canvas[3, 3]
        #expect(canvas[100, 100].r > 200 && canvas[100, 100].g < 100)            // on the line, at the center
        #expect(canvas[20, 100] == land && canvas[180, 100] == land)              // beyond its ends
        #expect(canvas[100, 50].b > 200 && canvas[100, 50].r < 100)               // the circle's center, a quarter up
        #expect(canvas[100, 30] == land)                                          // 5.6 km ≈ 0.05° ≈ 10 px: not 20 px away
    }
}
