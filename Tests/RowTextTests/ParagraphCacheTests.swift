import Testing
import RowTestSupport
@testable import RowText

/// Prepared paragraphs are kept across layouts: the same text and style give the same analysis
/// (shared, not redone), its layouts equal a fresh library's, and the cache stays bounded.
@Suite struct ParagraphCacheTests {
    let body = SpanStyle(font: .system(.body))
    static let message = "Hey! Are we still on for dinner on Friday? I booked the table at Rosa's for 7:30."

    @Test func aParagraphIsPreparedOnceAndLaysOutAsAFreshOne() throws {
        let fonts = try FontLibrary()
        let first = try fonts.prepare([TextSpan(Self.message, body)], ParagraphStyle(maxLines: 2))
        let again = try fonts.prepare([TextSpan(Self.message, body)], ParagraphStyle(maxLines: 2))
        #expect(first.measurements === again.measurements)              // the same prepared paragraph
        let other = try fonts.prepare([TextSpan(Self.message, body)], ParagraphStyle(maxLines: 3))
        #expect(other.measurements !== first.measurements)              // another style is another key
        // Sizes and layouts from the kept paragraph equal those of a library that never saw it.
        let fresh = try FontLibrary().prepare([TextSpan(Self.message, body)], ParagraphStyle(maxLines: 2))
        for width in [120.0, 240, 1000] {
            for _ in 0..<2 {                                             // asked twice: the second from memory
                #expect(again.size(width: width) == fresh.size(width: width))
                let (a, b) = (again.layout(width: width), fresh.layout(width: width))
                #expect(a.lines.map(\.text) == b.lines.map(\.text) && a.width == b.width && a.height == b.height)
            }
        }
    }

    @Test func theCacheStaysBounded() throws {
        let cache = ParagraphCache()
        let fonts = try FontLibrary()
        for i in 0..<(ParagraphCache.maxParagraphs + 10) {
            let spans = [TextSpan("Row \(i)", body)]
            _ = try cache.prepared(.init(spans: spans, style: ParagraphStyle())) { () throws(TextError) in try fonts.prepare(spans) }
        }
        #expect(cache.count <= ParagraphCache.maxParagraphs)
        #expect(cache.count >= 10)
    }
}
