#!/usr/bin/env bash
# Times a clean debug build of a package whose row file holds a #Preview and that depends on
# RowFrame as users do: by a versioned URL (a local clone tagged 0.0.1, so it also shows that
# no unsafe flag reaches a versioned dependency). Pass commits to compare them in one run; a
# commit from before the #Preview plugin lost swift-syntax needs the RowPreviews product, which
# the script adds when that commit has it in its Package.swift and the macro is not in RowScene.
#   tools/bench/preview-build.sh [COMMIT ...]       (default: HEAD)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for commit in "${@:-HEAD}"; do
    rm -rf "$work/RowFrame" "$work/Rows"
    git clone -q "$repo" "$work/RowFrame"
    git -C "$work/RowFrame" checkout -q "$commit"
    git -C "$work/RowFrame" tag 0.0.1
    products='.product(name: "RowScene", package: "RowFrame")'
    # (Matched on the dependency line: later manifests name swift-syntax in a comment.)
    if grep -q 'package(url: "https://github.com/swiftlang/swift-syntax' "$work/RowFrame/Package.swift"; then
        products+=', .product(name: "RowPreviews", package: "RowFrame")'
    fi
    mkdir -p "$work/Rows/Sources/Rows"
    cat > "$work/Rows/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "Rows", dependencies: [.package(url: "file://$work/RowFrame", from: "0.0.1")],
                      targets: [.target(name: "Rows", dependencies: [$products])])
SWIFT
    cat > "$work/Rows/Sources/Rows/Row.swift" <<'SWIFT'
import RowScene

struct Row: View {
    var body: some View { HStack { Text("Blue Bottle Coffee"); Spacer(); Text("- $6.45") }.padding() }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    Row()
}
SWIFT
    start=$(date +%s.%N)
    (cd "$work/Rows" && swift build > "$work/build.log" 2>&1) || { tail -20 "$work/build.log"; exit 1; }
    echo "$(git -C "$repo" rev-parse --short "$commit"): clean build of a package with #Preview: $(echo "$(date +%s.%N) - $start" | bc) s"
done
