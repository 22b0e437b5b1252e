import RowRaster
import RowScene

/// A contact sheet: a titled grid of renders, each labelled, with a legend line — drawn
/// through RowScene, so labels are RowText text. Cells keep a thumbnail at the sheet's
/// resolution, not the full render, and the sheet's size is checked before it is drawn.
public struct ContactSheet: Sendable {
    /// The most cells one sheet takes.
    public static let maxCells = 1_000

    public struct Cell: Sendable {
        public let label: String
        public let image: Canvas
        /// A cell showing `image` shrunk (area-averaged) to at most `maxWidth` pixels wide.
        public init(label: String, image: Canvas, maxWidth: Int = 520) throws {
            self.label = label
            guard image.width > maxWidth else { self.image = image; return }
            let h = max(1, Int((Double(image.height) * Double(maxWidth) / Double(image.width)).rounded()))
            self.image = try Renderer().render(DisplayList(width: maxWidth, height: h, ops: [
                .image(image, rect: Rect(x: 0, y: 0, width: Double(maxWidth), height: Double(h)), opacity: 1)]))
        }
    }
    public let title: String
    public let legend: String
    public let cells: [Cell]
    /// Cells per row.
    public let columns: Int
    /// Width of each cell's picture, in points.
    public let cellWidth: Double

    public init(title: String, legend: String, cells: [Cell], columns: Int, cellWidth: Double = 260) {
        self.title = title; self.legend = legend; self.cells = cells; self.columns = max(1, columns); self.cellWidth = cellWidth
    }

    struct Grid: View {
        let sheet: ContactSheet
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text(sheet.title).font(.system(size: 22, weight: .bold)).foregroundColor(.primary)
                Text(sheet.legend).font(.system(size: 12)).foregroundColor(.secondary)
                VStack(alignment: .leading, spacing: 20) {
                    ForEach(Array(stride(from: 0, to: sheet.cells.count, by: sheet.columns)), id: \.self) { start in
                        HStack(alignment: .top, spacing: 16) {
                            ForEach(Array(sheet.cells[start..<min(start + sheet.columns, sheet.cells.count)].enumerated()), id: \.offset) { _, cell in
                                VStack(alignment: .leading, spacing: 6) {
                                    Bitmap(cell.image, size: Size(width: sheet.cellWidth,
                                                                  height: sheet.cellWidth * Double(cell.image.height) / Double(max(1, cell.image.width))))
                                        .overlay(Rectangle().strokeBorder(Color.gray.opacity(0.4), lineWidth: 1))
                                    Text(cell.label).font(.system(size: 11, weight: .medium)).foregroundColor(.secondary).lineLimit(1)
                                        .frame(width: sheet.cellWidth, alignment: .leading)
                                }
                            }
                        }
                    }
                }
            }
            .padding(24)
        }
    }

    /// The sheet at `scale` pixels per point on a light background.
    public func request(scale: Double = 2) -> RenderRequest {
        var env = EnvironmentValues()
        env.displayScale = scale
        return RenderRequest(Grid(sheet: self), width: nil, environment: env, background: Color(hex: 0xF7F7F9))
    }

    /// Whether a sheet of `count` cells of this aspect (height/width) fits a canvas, checked
    /// before any cell is rendered.
    public static func check(count: Int, aspect: Double, columns: Int, cellWidth: Double = 260, scale: Double = 2) throws(SheetError) {
        guard count <= maxCells else { throw .tooManyCells(count) }
        let rows = Double((count + max(1, columns) - 1) / max(1, columns))
        let height = (48 + 40 + rows * (cellWidth * aspect + 6 + 14 + 20)) * scale
        let width = (48 + Double(min(count, columns)) * (cellWidth + 16)) * scale
        guard height <= Double(Canvas.maxDimension), width <= Double(Canvas.maxDimension), width * height <= Double(Canvas.maxPixelCount) else {
            throw .tooLarge(Int(width), Int(height))
        }
    }
}

/// Why a contact sheet cannot be made.
public enum SheetError: Error, Equatable, CustomStringConvertible {
    case tooManyCells(Int)
    case tooLarge(Int, Int)
    public var description: String {
        switch self {
        case .tooManyCells(let n): return "\(n) cells is too many for one sheet (at most \(ContactSheet.maxCells))"
        case let .tooLarge(w, h): return "the sheet would be \(w)×\(h) px, over the canvas limit of \(Canvas.maxDimension) px per side and \(Canvas.maxPixelCount) px; use fewer cells or more columns"
        }
    }
}
