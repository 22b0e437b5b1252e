// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RowFrame",
    products: [
        .library(name: "RowRaster", targets: ["RowRaster"]),
        .library(name: "RowPNG", targets: ["RowPNG"]),
        .library(name: "RowText", targets: ["RowText"]),
        .library(name: "RowScene", targets: ["RowScene"]),
        .library(name: "RowMotion", targets: ["RowMotion"]),
        .library(name: "RowDesign", targets: ["RowDesign"]),
        .library(name: "RowFiles", targets: ["RowFiles"]),
        .library(name: "RowJSON", targets: ["RowJSON"]),
        .library(name: "RowDiff", targets: ["RowDiff"]),
        .library(name: "RowSnapshot", targets: ["RowSnapshot"]),
        .library(name: "RowSnapshotTesting", targets: ["RowSnapshotTesting"]),
        .executable(name: "rowframe", targets: ["rowframe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // System libraries, found through pkg-config, each with a shim header.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        // The only code that calls libpng: owns setjmp so no libpng error crosses a Swift frame.
        .target(name: "PNGBridge", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),

        // The only code that calls the kernel where Swift's Glibc module cannot (renameat2).
        .target(name: "FileBridge"),

        .target(name: "RowFiles", dependencies: ["FileBridge"]),
        .target(name: "RowJSON"),
        .target(name: "RowRaster", dependencies: ["RowJSON"]),
        .target(name: "RowPNG", dependencies: ["RowRaster", "RowFiles", "PNGBridge"]),
        .target(name: "RowDiff", dependencies: ["RowRaster", "RowPNG", "RowFiles"]),
        .target(name: "RowText", dependencies: ["RowRaster", "RowFiles", "CFreeType"]),
        .target(name: "RowScene", dependencies: ["RowRaster", "RowText", "RowMotion"]),
        .target(name: "RowSnapshot", dependencies: ["RowRaster", "RowPNG", "RowFiles", "RowDiff", "RowScene"]),
        .target(name: "RowMotion"),
        .target(name: "RowSnapshotTesting", dependencies: ["RowSnapshot", "RowDiff", "RowScene", "RowPNG", "RowRaster",
                                                         .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "RowDesign", dependencies: ["RowScene", "RowMotion", "RowRaster", "RowJSON"]),
        .target(name: "RowExport", dependencies: ["RowScene", "RowMotion", "RowText", "RowRaster", "RowPNG", "RowFiles"]),
        .executableTarget(name: "rowframe", dependencies: [
            "RowRaster", "RowPNG", "RowFiles", "RowDiff", "RowText", "RowScene", "RowDesign", "RowMotion", "RowExport", "RowSnapshot",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fuzz harness (tools/fuzz/run.sh builds it with libFuzzer; a plain build replays files).
        .executableTarget(name: "rowframe-fuzz", dependencies: ["RowDesign", "RowPNG", "RowRaster", "RowScene", "RowText"]),

        // What the test targets share (package root, fonts, renderer, golden checks, scratch folders).
        .target(name: "RowTestSupport", dependencies: ["RowFiles", "RowRaster", "RowScene", "RowSnapshot", "RowText"],
                path: "Tests/RowTestSupport"),
        .testTarget(name: "RowRasterTests", dependencies: ["RowRaster", "RowPNG", "RowTestSupport"]),
        .testTarget(name: "RowPNGTests", dependencies: ["RowPNG", "RowRaster", "RowFiles"]),
        .testTarget(name: "RowTextTests", dependencies: ["RowText", "RowRaster", "RowSnapshot", "RowTestSupport"]),
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
        .testTarget(name: "RowSceneTests", dependencies: ["RowScene", "RowRaster", "RowText", "RowSnapshot", "RowTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
