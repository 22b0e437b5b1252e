#!/usr/bin/env bash
# Builds a package that depends on RowFrame beside packages that test for Apple's frameworks
# with `#if canImport(...)`: swift-snapshot-testing (UIKit, SwiftUI), its InlineSnapshotTesting,
# swift-custom-dump (UIKit, SwiftUI, CoreLocation, StoreKit, UserNotifications,
# UniformTypeIdentifiers), swift-argument-parser (os) and swift-syntax (os, OSLog). SwiftPM puts every module of a build on
# one search path, so RowFrame's framework modules are built first: the neighbours then see them,
# the order in which a racing build may meet them. Fails when any neighbour does not compile.
#   tools/consumer/neighbours.sh [work-dir]      (default: a temporary folder, removed afterwards)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d)}
[ $# -ge 1 ] || trap 'rm -rf "$work"' EXIT
rm -rf "$work/RowFrame" && git clone -q "$repo" "$work/RowFrame"
mkdir -p "$work/neighbours/Sources/Neighbours"
frameworks="SwiftUI UIKit CoreLocation UserNotifications StoreKit UniformTypeIdentifiers RowLogging"
products=""
for f in $frameworks; do products+=".product(name: \"$f\", package: \"RowFrame\"), "; done
cat > "$work/neighbours/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Neighbours",
    dependencies: [
        .package(path: "$work/RowFrame"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [.target(name: "Neighbours", dependencies: [$products
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
SWIFT
cat > "$work/neighbours/Sources/Neighbours/Neighbours.swift" <<'SWIFT'
import ArgumentParser
import CustomDump
import InlineSnapshotTesting
import SwiftUI
import UIKit

/// A row and a dump of a UIKit value, so both sides are used.
struct Row: View { var body: some View { Text("Neighbours") } }
func dumped() -> String { String(customDumping: UIControl.State.highlighted) }
SWIFT
cd "$work/neighbours"
for f in $frameworks; do swift build --target "$f" >/dev/null; done
if ! swift build > build.log 2>&1; then
    grep -E "error:" build.log | sort -u | head -20
    echo "neighbours: a package beside RowFrame does not compile (log: $work/neighbours/build.log)"; exit 1
fi
echo "neighbours check passed"
