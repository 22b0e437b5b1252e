// swift-tools-version: 6.1
import PackageDescription
import CompilerPluginSupport

/// The pixel loops (rasterizer, PNG encoder) are compiled optimized in debug builds
/// too: unoptimized, they are 10–30× slower and dominate every test and CLI run. Float code is
/// not reassociated at -O, so the pixels are the same bytes either way (tools/determinism.sh
/// checks release against debug). SwiftPM refuses unsafe flags in a package that another
/// depends on by version; such a checkout (under `checkouts/`) builds them as configured.
let pixelLoops: [SwiftSetting] = Context.packageDirectory.contains("/checkouts/")
    ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The modules iOS row files import beside SwiftUI, by their names (tools/compat and
/// tools/oracle read this list: keep it on one line).
let frameworks = ["UIKit", "Combine", "WebKit", "MediaPlayer", "WidgetKit", "CoreLocation", "MapKit", "EventKit", "HealthKit", "Charts", "Accelerate", "AVFoundation", "CoreData", "RowLogging", "UniformTypeIdentifiers", "AVKit", "PhotosUI", "CryptoKit", "SwiftData", "StoreKit", "TipKit", "MessageUI", "UserNotifications", "LocalAuthentication", "SafariServices", "CoreText", "Network", "CoreImage", "CoreBluetooth", "AudioToolbox"]

let package = Package(
    name: "RowFrame",
    products: [
        .library(name: "RowRaster", targets: ["RowRaster"]),
        .library(name: "RowPNG", targets: ["RowPNG"]),
        .library(name: "RowJPEG", targets: ["RowJPEG"]),
        .library(name: "RowVector", targets: ["RowVector"]),
        .library(name: "RowText", targets: ["RowText"]),
        .library(name: "RowScene", targets: ["RowScene"]),
        // The modules iOS row files import, by their names.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "RowMotion", targets: ["RowMotion"]),
        .library(name: "RowDesign", targets: ["RowDesign"]),
        .library(name: "RowFiles", targets: ["RowFiles"]),
        .library(name: "RowJSON", targets: ["RowJSON"]),
        .library(name: "RowDiff", targets: ["RowDiff"]),
        .library(name: "RowExport", targets: ["RowExport"]),
        .library(name: "RowSnapshot", targets: ["RowSnapshot"]),
        .library(name: "RowSnapshotTesting", targets: ["RowSnapshotTesting"]),
        // The preview contact sheet and frame export (`rowframe previews` links it).
        .library(name: "RowPreviews", targets: ["RowPreviews"]),
        .executable(name: "rowframe", targets: ["rowframe"]),
        // Compiles an iOS app's row folder in place on Linux (`#if os(iOS)` as on iOS).
        .plugin(name: "RowFrameIOSSources", targets: ["RowFrameIOSSources"]),
    ] + frameworks.map { .library(name: $0, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // CryptoKit's API on Linux (hashes, HMAC, keys, ciphers), for rows that import CryptoKit.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3" ..< "4.0.0"),
    ],
    targets: [
        // System libraries, found through pkg-config, each with a shim header. Swift code imports
        // these and the C bridges `@_implementationOnly`, so a module importing ours needs no C module
        // map: a package that imports SwiftUI under `#if canImport(SwiftUI)` (swift-snapshot-testing)
        // has none. No C type is in a layout or signature another module sees.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // The only code that calls libpng: owns setjmp so no libpng error crosses a Swift frame.
        .target(name: "PNGBridge", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        // The only code that calls libjpeg: owns setjmp so no libjpeg error crosses a Swift frame.
        .target(name: "JPEGBridge", dependencies: ["CLibJPEG"]),

        // The only code that calls the system's ICU (bidi levels, line breaks), behind plain C
        // types: ICU's headers clash with Foundation's own copy of ICU in one Swift module.
        .target(name: "ICUBridge", linkerSettings: [.linkedLibrary("icuuc")]),

        // The only code that calls the kernel where Swift's Glibc module cannot (renameat2).
        .target(name: "FileBridge"),

        .target(name: "RowFiles", dependencies: ["FileBridge"]),
        .target(name: "RowJSON"),
        .target(name: "RowRaster", dependencies: ["RowJSON"], swiftSettings: pixelLoops),
        // Vector images (SVG documents, PDF pages) read into paths and paints for RowRaster.
        .target(name: "RowVector", dependencies: ["RowRaster", "RowPNG", "RowJPEG", "CZlib"]),
        .target(name: "RowPNG", dependencies: ["RowRaster", "RowFiles", "PNGBridge"], swiftSettings: pixelLoops),
        .target(name: "RowJPEG", dependencies: ["RowRaster", "RowFiles", "JPEGBridge"]),
        .target(name: "RowDiff", dependencies: ["RowRaster", "RowPNG", "RowFiles", "RowJSON"]),
        // The bundled fonts (Fonts/files, regenerated by tools/fonts/build.sh) as a resource.
        .target(name: "RowFonts", path: "Fonts", exclude: ["README.md"], resources: [.copy("files")]),
        .target(name: "RowText", dependencies: ["RowRaster", "RowJSON", "RowFiles", "RowFonts", "CFreeType", "CHarfBuzz", "ICUBridge"]),
        .target(name: "RowScene", dependencies: ["RowRaster", "RowVector", "RowText", "RowMotion", "RowPNG", "RowJPEG", "RowFiles", "RowPreviewMacros", "UIKit", "Combine",
                                                 "UniformTypeIdentifiers"]),
        // Combine as rows use it (publishers, subjects, `@Published`, `Timer.publish`), delivering
        // synchronously; time-based publishers run on the running view graph's virtual clock.
        .target(name: "Combine", swiftSettings: [.swiftLanguageMode(.v5)]),
        // UIKit's surface that rows use beside SwiftUI (views, controls, touches); RowScene hosts it.
        // Swift Testing names an overlay for any module called UIKit; this is it, empty.
        .target(name: "UIKit", dependencies: ["_Testing_UIKit", "CoreText"]),
        .target(name: "_Testing_UIKit"),
        // `import SwiftUI`: RowScene (and UIKit) under the name row files use.
        .target(name: "SwiftUI", dependencies: ["RowScene", "RowMotion", "UIKit", "Combine", "CoreData", "CoreText"]),
        // Apple's frameworks that rows import beside SwiftUI, with what rows use of them.
        .target(name: "WebKit", dependencies: ["UIKit"]),
        .target(name: "MediaPlayer", dependencies: ["UIKit"]),
        .target(name: "WidgetKit", dependencies: ["RowScene"]),
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["RowScene", "CoreLocation"]),
        .target(name: "EventKit", dependencies: ["RowScene"]),
        .target(name: "HealthKit"),
        .target(name: "Charts", dependencies: ["RowScene"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Accelerate"),
        .target(name: "AVFoundation"),
        .target(name: "CoreData", dependencies: ["RowScene", "Combine", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Unified logging as rows call it: IOSSources reads `import os`, `import os.log` and
        // `import OSLog` as `import RowLogging`. No module is named `os` or `OSLog`: every module of a
        // build shares one search path, and other packages' `#if canImport(os)` (swift-argument-parser)
        // and `#if canImport(OSLog)` (swift-syntax) would then hold.
        .target(name: "RowLogging"),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "AVKit", dependencies: ["RowScene", "AVFoundation", "UIKit"]),
        .target(name: "PhotosUI", dependencies: ["RowScene", "UniformTypeIdentifiers"]),
        // `import SwiftData`: `@Model` classes in in-memory contexts, `@Query` (its macros are RowPreviewMacros').
        .target(name: "SwiftData", dependencies: ["RowScene", "RowPreviewMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Frameworks of the App Store, tips, mail, notifications, biometrics and Safari, as rows call them: nothing leaves a render.
        .target(name: "StoreKit", dependencies: ["RowScene", "UIKit"]),
        .target(name: "TipKit", dependencies: ["RowScene", "UIKit"]),
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        .target(name: "UserNotifications"),
        .target(name: "LocalAuthentication"),
        .target(name: "AudioToolbox"),
        .target(name: "CoreBluetooth"),
        .target(name: "SafariServices", dependencies: ["UIKit"]),
        // Core Text as design systems call it (font registration, not carried out), and Network's
        // path monitor (the device online on Wi-Fi).
        .target(name: "CoreText"),
        .target(name: "Network"),
        // Core Image's filters that rows make pictures with (QR codes, recolouring, scaling),
        // rendered into Core Graphics bitmaps that SwiftUI's Image draws.
        .target(name: "CoreImage", dependencies: ["RowScene", "RowRaster", "UIKit"], swiftSettings: pixelLoops),
        // `import CryptoKit`: swift-crypto's Crypto, which has CryptoKit's API.
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // An iOS app's row files compiled as iOS compiles them: the rewrite, its tool, the plugin.
        .target(name: "IOSSources"),
        .executableTarget(name: "rowframe-ios-sources", dependencies: ["IOSSources"]),
        .plugin(name: "RowFrameIOSSources", capability: .buildTool(), dependencies: ["rowframe-ios-sources"]),
        .target(name: "RowSnapshot", dependencies: ["RowRaster", "RowPNG", "RowFiles", "RowDiff", "RowScene"]),
        .target(name: "RowMotion", dependencies: ["RowJSON"]),
        .target(name: "RowSnapshotTesting", dependencies: ["RowSnapshot", "RowDiff", "RowScene", "RowPNG", "RowRaster",
                                                         .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "RowDesign", dependencies: ["RowScene", "RowMotion", "RowRaster", "RowJSON"]),
        .target(name: "RowExport", dependencies: ["RowScene", "RowMotion", "RowText", "RowRaster", "RowPNG", "RowFiles"]),

        // #Preview: the macro (a compiler plugin that reads the call's text, so it needs no
        // swift-syntax; RowScene declares the macro), the section its records go to, and the
        // runtime that lists and renders them.
        .macro(name: "RowPreviewMacros"),
        .target(name: "PreviewSection"),
        .target(name: "RowPreviews", dependencies: ["PreviewSection", "RowScene", "RowExport", "RowPNG", "RowRaster", "RowText", "RowFiles",
                                                  "RowJSON", "RowMotion"]),
        .executableTarget(name: "rowframe", dependencies: [
            "RowRaster", "RowPNG", "RowFiles", "RowDiff", "RowText", "RowScene", "RowDesign", "RowMotion", "RowExport", "RowSnapshot", "RowJSON",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fuzz harness (tools/fuzz/run.sh builds it with libFuzzer; a plain build replays files).
        .executableTarget(name: "rowframe-fuzz", dependencies: ["RowDesign", "RowPNG", "RowJPEG", "RowRaster", "RowScene", "RowText"]),

        // What the test targets share (package root, fonts, renderer, golden checks, scratch folders).
        .target(name: "RowTestSupport", dependencies: ["RowFiles", "RowRaster", "RowScene", "RowSnapshot", "RowText"],
                path: "Tests/RowTestSupport"),
        // Its reference computations (exact Gaussians, exact-area coverage, a Double layer
        // model) are test code: optimized, they run in a fraction of the time. Test targets are
        // in no product, so this flag never reaches a package that depends on RowFrame.
        .testTarget(name: "RowRasterTests", dependencies: ["RowRaster", "RowPNG", "RowTestSupport"],
                    swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(name: "RowVectorTests", dependencies: ["RowVector", "RowRaster", "RowPNG", "CZlib"]),
        .testTarget(name: "RowPNGTests", dependencies: ["RowPNG", "RowRaster", "RowFiles"]),
        .testTarget(name: "RowJPEGTests", dependencies: ["RowJPEG", "RowRaster"], exclude: ["Fixtures"]),
        .testTarget(name: "RowTextTests", dependencies: ["RowText", "RowFonts", "RowRaster", "RowSnapshot", "RowTestSupport"]),
        .testTarget(name: "RowDesignTests", dependencies: ["RowDesign", "RowScene", "RowRaster", "RowText", "RowSnapshot", "RowTestSupport"]),
        .testTarget(name: "RowMotionTests", dependencies: ["RowMotion", "RowDesign", "RowScene", "RowPNG", "RowSnapshot", "RowRaster", "RowText", "RowFiles", "RowTestSupport"]),
        .testTarget(name: "RowExportTests", dependencies: ["RowExport", "RowDesign", "RowScene", "RowPNG", "RowRaster", "RowText", "RowFiles", "RowTestSupport"]),
        .testTarget(name: "RowSnapshotTests", dependencies: ["RowSnapshot", "RowRaster", "RowPNG", "RowFiles", "RowTestSupport"]),
        .testTarget(name: "RowDiffTests", dependencies: ["RowDiff", "RowRaster", "RowPNG", "RowFiles", "RowTestSupport"]),
        .testTarget(name: "RowFilesTests", dependencies: ["RowFiles"]),
        .testTarget(name: "RowJSONTests", dependencies: ["RowJSON"]),
        .testTarget(name: "RowFrameCLITests", dependencies: ["RowTestSupport"]),
        .testTarget(name: "RowSnapshotTestingTests", dependencies: ["RowSnapshotTesting", "RowScene", "RowRaster",
                                                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        // Compiled as Xcode 26 compiles a new app: Swift 6, every declaration main-actor isolated by default.
        .testTarget(name: "DefaultIsolationTests", dependencies: ["SwiftUI", "RowTestSupport"],
                    swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        .testTarget(name: "RowPreviewsTests", dependencies: ["RowPreviews", "RowScene", "RowRaster", "RowTestSupport"]),
        .testTarget(name: "RowSceneTests", dependencies: ["RowScene", "SwiftUI", "WebKit", "WidgetKit", "MapKit", "CoreLocation", "EventKit", "HealthKit", "Charts", "CoreData", "RowLogging", "Accelerate", "AVFoundation", "AVKit", "PhotosUI", "UniformTypeIdentifiers", "SwiftData", "StoreKit", "TipKit", "MessageUI", "UserNotifications", "LocalAuthentication", "SafariServices", "CryptoKit", "CoreText", "Network", "CoreImage", "CoreBluetooth", "AudioToolbox", "IOSSources", "RowPNG", "RowFiles", "RowRaster", "RowText", "RowSnapshot", "RowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
