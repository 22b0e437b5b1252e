import SwiftUI
// Stubs for zotero/zotero-ios Zotero/Scenes/General/Views/LibraryRow.swift (what the row uses from
// elsewhere in its app: the SwiftGen asset accessors and Extensions/Assets+SwiftUI.swift).

struct ImageAsset {
    fileprivate(set) var name: String
}

struct ColorAsset {
    fileprivate(set) var name: String
    fileprivate let value: Color

    /// Assets+SwiftUI.swift wraps the asset's UIColor; the stub keeps the colour set's value.
    var swiftUiColor: SwiftUI.Color { value }
}

enum Asset {
    enum Colors {
        /// zoteroBlue.colorset
        static let zoteroBlue = ColorAsset(name: "zoteroBlue", value: Color(red: 0.251, green: 0.443, blue: 0.902))
    }
    enum Images {
        enum Cells {
            static let library = ImageAsset(name: "Cells/library")
            static let libraryReadonly = ImageAsset(name: "Cells/library_readonly")
        }
    }
}
