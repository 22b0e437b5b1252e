import RowRaster
import RowScene

/// A contact sheet: a titled grid of renders, each labelled, with a legend line — drawn
/// through RowScene, so labels are RowText text.
public struct ContactSheet {
    public struct Cell {
        public let label: String
        public let image: Canvas
        public init(label: String, image: Canvas) { self.label = label; self.image = image }
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

    /// Renders the sheet at `scale` pixels per point on a light background.
    public func render(with renderer: SceneRenderer, scale: Double = 2) throws -> Canvas {
        var env = EnvironmentValues()
        env.displayScale = scale
        return try renderer.render(Grid(sheet: self), environment: env, background: Color(hex: 0xF7F7F9))
    }
}
