// `import SwiftUI` on Linux: a row file from an iOS app compiles as it is. RowScene is SwiftUI's
// model here, and UIKit's surface comes with it, as on iOS; module-qualified names
// (`SwiftUI.View`, `@SwiftUI.State`) resolve through the re-export. On iOS, Foundation holds
// URLRequest, URLSession and URLCache; on Linux they live in FoundationNetworking, which comes
// along too (it needs libcurl4).
@_exported import RowScene
@_exported import UIKit
@_exported import Combine
// SwiftUI declares `@FetchRequest` and `FetchedResults`: a row that uses them may import
// SwiftUI alone.
@_exported import CoreData
// Core Text comes with SwiftUI on iOS: a design system registers its fonts with
// `CTFontManagerRegisterFontsForURL` after `import SwiftUI` alone.
@_exported import CoreText
// `Animation`'s members (`.easeIn`, `.spring()`) are declared in RowMotion: a package that turns
// on `MemberImportVisibility` (swift-custom-dump does) sees them only through an import of it.
@_exported import struct RowMotion.Animation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

#if canImport(FoundationNetworking)
extension URLCache {
    /// iOS's initializer (Linux's takes a `diskPath:`).
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
#endif

extension Path {
    /// A path from Core Graphics' (`Path(UIBezierPath(…).cgPath)`).
    public init(_ path: CGPath) {
        self.init { p in
            for element in path.elements {
                switch element {
                case .move(let point): p.move(to: point)
                case .line(let point): p.addLine(to: point)
                case let .quadCurve(to, control): p.addQuadCurve(to: to, control: control)
                case let .curve(to, c1, c2): p.addCurve(to: to, control1: c1, control2: c2)
                case .close: p.closeSubpath()
                }
            }
        }
    }
}

extension Font {
    /// A Core Text font: by its name among RowFrame's fonts at its size, or — made for a
    /// user-interface role — the system font at its size (bold for the emphasized roles,
    /// monospaced for the fixed-pitch one).
    public init(_ font: CTFont) {
        if let name = font.name {
            self = .custom(name, fixedSize: Double(font.size))
        } else if let role = font.uiType, role.isFixedPitch {
            self = .system(size: Double(font.size), design: .monospaced)
        } else {
            self = .system(size: Double(font.size), weight: font.uiType?.isEmphasized == true ? .bold : nil)
        }
    }
}
