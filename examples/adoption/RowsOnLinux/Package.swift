// swift-tools-version: 6.1
// A Linux test package for an iOS app's rows: it compiles the app's Rows folder in place (by
// path, unedited, `#if os(iOS)` as on iOS) with stubs for what lives elsewhere in the app, and
// snapshot-tests every #Preview in it.
import PackageDescription

let package = Package(
    name: "RowsOnLinux",
    // In your package: .package(url: "https://github.com/<you>/RowFrame", from: "<version>").
    dependencies: [.package(name: "RowFrame", path: "../../..")],
    targets: [
        .target(name: "AppRows",
                dependencies: [.product(name: "SwiftUI", package: "RowFrame")],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "RowFrameIOSSources", package: "RowFrame")]),
        .testTarget(name: "AppRowsTests", dependencies: ["AppRows",
                    .product(name: "RowPreviews", package: "RowFrame"), .product(name: "RowSnapshot", package: "RowFrame")],
                    exclude: ["__Snapshots__"]),
    ]
)
