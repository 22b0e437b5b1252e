import Testing
import IOSSources

/// An iOS app's files compiled as iOS compiles them (the RowFrameIOSSources plugin): platform
/// conditions decided as on an iPhone, every other line as it was, diagnostics at the original.
@Suite struct IOSSourcesTests {
    @Test func platformConditionsAreDecidedAsOnAniPhone() {
        let source = """
            import SwiftUI
            #if os(iOS)
            let a = 1
            #elseif os(macOS) || targetEnvironment(macCatalyst)
            let a = 2
            #endif
              #if !os(watchOS) && targetEnvironment(simulator)
            // os(macOS) in a comment stays
            #endif
            """
        let out = IOSSources.rewrite(source, path: "/app/Rows/Row.swift").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(out[0] == "#sourceLocation(file: \"/app/Rows/Row.swift\", line: 1)")
        #expect(out[2] == "#if true" && out[4] == "#elseif false || false" && out[7] == "  #if !false && true")
        #expect(out[8] == "// os(macOS) in a comment stays")
        #expect(out.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        #expect(IOSSources.outputName(relativePath: "Cards/Row.swift") == "Cards_Row.ios.swift")
        // A copy never takes its original's name (their #fileIDs would coincide, which the compiler warns of).
        #expect(IOSSources.outputName(relativePath: "Row.swift") == "Row.ios.swift")
    }

    /// `import os`, `import os.log` (a submodule of Apple's C module) and `import OSLog` are RowFrame's `RowLogging`; other
    /// lines that mention it stay as they are.
    @Test func loggingImportsAreRowLogging() {
        let source = "import os.log\n@preconcurrency import os.signpost\nimport OSLog\nlet s = \"import os.log\"\nimport osmium\nimport os\nimport os // logging"
        let out = IOSSources.rewrite(source, path: "/a.swift").split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(out == ["import RowLogging", "@preconcurrency import RowLogging", "import RowLogging", "let s = \"import os.log\"", "import osmium", "import RowLogging", "import RowLogging // logging"])
    }

    /// Objective-C attributes go (Linux has no Objective-C runtime); the rest of the line stays.
    /// Darwin (Apple's C library) is Glibc on Linux; CoreGraphics' geometry types are Foundation's.
    @Test func darwinAndCoreGraphicsImportsAreLinuxs() {
        let source = "import Darwin\nimport Darwin.C.math\n@preconcurrency import CoreGraphics\nimport DarwinKit\nimport CoreGraphicsExtras"
        let out = IOSSources.rewrite(source, path: "A.swift").split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(out == ["import Glibc", "import Glibc", "@preconcurrency import Foundation", "import DarwinKit", "import CoreGraphicsExtras"])
    }

    @Test func objectiveCAttributesGo() {
        let source = "    @objc public var level = 0\n@objcMembers class A {}\n@objc(doIt:) func doIt() {}\n@IBOutlet weak var label: UILabel!\nlet s = \"@objc in a string\""
        let out = IOSSources.rewrite(source, path: "/a.swift").split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(out == ["    public var level = 0", "class A {}", "func doIt() {}", "weak var label: UILabel!", "let s = \"@objc in a string\""])
    }

    /// A file that imports Foundation alone sees Combine too, as on Apple's systems.
    @Test func foundationBringsCombine() {
        let out = IOSSources.rewrite("import Foundation\n  import Foundation // models\nimport FoundationNetworking", path: "/m.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        #expect(out == ["import Foundation; import Combine; import Observation; import FoundationNetworking",
                        "  import Foundation; import Combine; import Observation; import FoundationNetworking // models", "import FoundationNetworking"])
    }

    /// `#keyPath(…)` needs the Objective-C runtime: it is the string the compiler would write.
    @Test func keyPathsAreTheirStrings() {
        let out = IOSSources.rewrite(#"let a = #keyPath(Conference.id), b = #keyPath(Person.friends.name), c = #keyPath(title)"#, path: "/k.swift")
            .split(separator: "\n").dropFirst().map(String.init)
        #expect(out == [#"let a = "id", b = "friends.name", c = "title""#])
    }
}
