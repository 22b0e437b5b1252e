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
}
