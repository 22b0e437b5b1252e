import SwiftUI
// Stub of 10x's TenXShared package (minghinmatthewlam/10x Shared/Sources/TenXShared): the year-progress
// grid the corpus rows embed (YearProgressDotGrid.swift, YearProgressGridLayout.swift,
// YearProgressPalette.swift). Test double.

public enum YearProgressPalette {
    public static let success = Color(red: 0.30, green: 0.62, blue: 1.00)
    public static let incomplete = Color(red: 0.06, green: 0.13, blue: 0.25)
    public static let emptyToday = Color(red: 0.16, green: 0.27, blue: 0.48)
    public static let emptyPast = Color(red: 0.06, green: 0.13, blue: 0.25)
    public static let future = Color(red: 0.17, green: 0.17, blue: 0.18)
}

public enum YearProgressGridLayout {
    public static func layout(for size: CGSize, totalDays: Int, spacingX: CGFloat, spacingYMin: CGFloat,
                              minColumns: Int = 10, maxColumns: Int = 20) -> (columns: Int, dotSize: CGFloat, spacingY: CGFloat) {
        guard totalDays > 0 else { return (columns: 1, dotSize: 4, spacingY: spacingYMin) }
        var bestColumns = minColumns
        var bestDotSize: CGFloat = 0
        var bestSpacingY: CGFloat = spacingYMin
        for columns in minColumns...maxColumns {
            let rows = Int(ceil(Double(totalDays) / Double(columns)))
            guard rows > 0 else { continue }
            let widthDot = (size.width - spacingX * CGFloat(columns - 1)) / CGFloat(columns)
            let heightDot = (size.height - spacingYMin * CGFloat(rows - 1)) / CGFloat(rows)
            let dotSize = max(2, floor(min(widthDot, heightDot)))
            let availableSpacing = max(0, size.height - CGFloat(rows) * dotSize)
            let spacingY = rows > 1 ? max(spacingYMin, availableSpacing / CGFloat(rows - 1)) : 0
            if dotSize > bestDotSize {
                bestDotSize = dotSize
                bestColumns = columns
                bestSpacingY = spacingY
            }
        }
        return (columns: bestColumns, dotSize: bestDotSize, spacingY: bestSpacingY)
    }
}

public struct YearProgressDotGrid: View {
    public let colors: [Color]
    public let inset: CGFloat
    public let spacingXMin: CGFloat
    public let spacingYMin: CGFloat
    public let minColumns: Int
    public let maxColumns: Int

    public init(colors: [Color], inset: CGFloat, spacingXMin: CGFloat, spacingYMin: CGFloat, minColumns: Int, maxColumns: Int) {
        self.colors = colors
        self.inset = inset
        self.spacingXMin = spacingXMin
        self.spacingYMin = spacingYMin
        self.minColumns = minColumns
        self.maxColumns = maxColumns
    }

    public var body: some View {
        GeometryReader { proxy in
            let availableSize = CGSize(width: max(0, proxy.size.width - inset * 2),
                                       height: max(0, proxy.size.height - inset * 2))
            let layout = YearProgressGridLayout.layout(for: availableSize, totalDays: colors.count, spacingX: spacingXMin,
                                                       spacingYMin: spacingYMin, minColumns: minColumns, maxColumns: maxColumns)
            let spacingX = layout.columns > 1
                ? max(spacingXMin, (availableSize.width - CGFloat(layout.columns) * layout.dotSize) / CGFloat(layout.columns - 1))
                : 0
            let gridItems = Array(repeating: GridItem(.fixed(layout.dotSize), spacing: spacingX), count: layout.columns)
            LazyVGrid(columns: gridItems, spacing: layout.spacingY) {
                ForEach(Array(colors.enumerated()), id: \.offset) { _, color in
                    Circle()
                        .fill(color)
                        .frame(width: layout.dotSize, height: layout.dotSize)
                }
            }
            .frame(width: availableSize.width, height: availableSize.height, alignment: .topLeading)
            .padding(inset)
        }
    }
}
