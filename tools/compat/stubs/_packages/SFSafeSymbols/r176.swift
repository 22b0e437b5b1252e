import SwiftUI
// More SF Symbols for lcandy2/neodb-app rows (its ItemCategory.symbolImageFill).

extension SFSymbol {
    public static let bookFill = SFSymbol(rawValue: "book.fill")
    public static let filmFill = SFSymbol(rawValue: "film.fill")
    public static let tvFill = SFSymbol(rawValue: "tv.fill")
    public static let musicNote = SFSymbol(rawValue: "music.note")
    public static let theatermasksFill = SFSymbol(rawValue: "theatermasks.fill")
    public static let squareGrid2x2Fill = SFSymbol(rawValue: "square.grid.2x2.fill")
}
