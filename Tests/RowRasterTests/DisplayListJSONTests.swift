import Testing
import RowTestSupport
import Foundation
@testable import RowRaster

@Suite struct DisplayListJSONTests {
    static let root = TestSupport.root

    func load(_ name: String) throws -> DisplayList {
        try DisplayList.decode(json: Data(contentsOf: Self.root.appendingPathComponent("examples/\(name)")))
    }

    @Test func theIssueExampleReadsAsWritten() throws {
        let list = try load("display-list.json")
        #expect(list.width == 1170 && list.height == 360 && list.ops.count == 7)
        guard case let .shadow(shape, shadow, _, _) = list.ops[0] else { Issue.record("op 0"); return }
        #expect(shape.kind == .roundedRect(Rect(x: 48, y: 60, width: 1074, height: 240), radius: 36, style: .circular))
        #expect(shadow.sigma == 6 && shadow.offset == Point(0, 3) && shadow.color.hexString == "#0000000D")
        guard case let .fill(_, paint, _, blend) = list.ops[3], case let .linearGradient(g) = paint else { Issue.record("op 3"); return }
        #expect(blend == .plusLighter && g.space == .oklab && g.stops.count == 2)
        guard case let .fill(_, _, rule, _) = list.ops[4] else { Issue.record("op 4"); return }
        #expect(rule == .evenOdd)
        guard case let .beginLayer(style) = list.ops[5] else { Issue.record("op 5"); return }
        #expect(style.opacity == 0.97 && style.clip != nil)
    }

    @Test func encodeThenDecodeIsTheSameList() throws {
        var path = Path()
        path.move(to: Point(1, 2)); path.quad(to: Point(5, 6), control: Point(3, 0)); path.cubic(to: Point(9, 9), control1: Point(6, 7), control2: Point(8, 1))
        path.arc(center: Point(5, 5), radius: 3, start: 0, sweep: 1.5); path.close()
        let image = try Canvas(width: 2, height: 1, fill: RGBA(r8: 10, g8: 20, b8: 30, a8: 255))
        let list = DisplayList(width: 20, height: 10, background: RGBA(r8: 1, g8: 2, b8: 3, a8: 4), ops: [
            .fill(shape: ShapeSpec(.path(path), transform: .rotation(0.3)), paint: .solid(.black), fillRule: .evenOdd, blend: .plusLighter),
            .fill(shape: ShapeSpec(.capsule(Rect(x: 1, y: 1, width: 8, height: 3))), paint: .linearGradient(LinearGradient(
                start: Point(0, 0), end: Point(4, 4), stops: [.init(location: 0, color: .white), .init(location: 0.5, color: .black)], space: .device)),
                  fillRule: .nonZero, blend: .sourceOver),
            .beginLayer(LayerStyle(opacity: 0.5, blend: .plusLighter, clip: ShapeSpec(.ellipse(Rect(x: 0, y: 0, width: 5, height: 4))), brightness: -0.1)),
            .image(image, rect: Rect(x: 1, y: 1, width: 4, height: 2), opacity: 0.75),
            .endLayer,
            .shadow(shape: ShapeSpec(.circle(center: Point(4, 4), radius: 2)), shadow: DropShadow(color: .black, sigma: 1.5, offset: Point(0, 1)),
                    fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: ShapeSpec(.svg("M0 0 h4 v4 z")), paint: .solid(.white), fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 20, height: 10))), paint: .radialGradient(RadialGradient(
                center: Point(10, 5), startRadius: 1, endRadius: 8, stops: [.init(location: 0, color: .white), .init(location: 1, color: .black)])),
                  fillRule: .nonZero, blend: .sourceOver),
            .fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 20, height: 10))), paint: .angularGradient(AngularGradient(
                center: Point(10, 5), startAngle: -1, endAngle: 2, stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)], space: .device)),
                  fillRule: .nonZero, blend: .plusLighter),
        ])
        let again = try DisplayList.decode(json: try list.encodeJSON())
        #expect(again == list)
        #expect(try again.encodeJSON() == list.encodeJSON())
        #expect(try Renderer().render(again) == Renderer().render(list))
    }

    @Test(arguments: [
        (##"{"width": 10}"##, "missing required field \"height\""),
        (##"{"width": 10, "height": 10, "ops": [{"op": "blur"}]}"##, "ops[0].op: unknown op \"blur\""),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"rect": [0,0,1]}, "paint": {"color": "#000"}}]}"##, "ops[0].path.rect: expected 4 numbers"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"rect": [0,0,1,1]}, "paint": {"color": "#GG0000"}}]}"##, "ops[0].paint.color: invalid color"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"svg": "M0 0 L 5"}, "paint": {"color": "#000000"}}]}"##, "ops[0].path.svg: svg path: expected a number"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"svg": "M0 0 B 1 1 0 0 0 5 5"}, "paint": {"color": "#000000"}}]}"##, "svg command 'B' is not supported"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"blob": 1}, "paint": {"color": "#000000"}}]}"##, "a path needs one of"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"rect": [0,0,1,1]}, "paint": {"color": "#000000"}, "blend": "hardMix"}]}"##, "ops[0].blend: unknown value \"hardMix\""),
        (##"{"width": 10, "height": 10, "ops": [{"op": "beginLayer", "opacity": 2}]}"##, "ops[0].opacity: must be within 0.0…1.0"),
        (##"{"width": 100000, "height": 100000}"##, "exceeds the limit"),
        (##"{"width": 0, "height": 10}"##, "at least 1"),
        (##"{"width": 10, "height": 10, "ops": [{"op": "fill", "path": {"rect": [0,0,1,1]}, "paint": {"linearGradient": {"start": [0,0], "end": [1,0], "stops": [[0.5, "#000000"], [0.2, "#FFFFFF"]]}}}]}"##, "must not decrease"),
        ("{not json", "not valid JSON"),
    ])
    func errorsNameTheField(json: String, expected: String) {
        do {
            _ = try DisplayList.decode(json: Data(json.utf8))
            Issue.record("decoded without error")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}
