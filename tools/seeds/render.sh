#!/usr/bin/env bash
# Renders the seeds' own SwiftUI code — extracted from ../shared/seeds with only the import
# swapped (tools/seeds/extract.py) — frame by frame on RowScene's runtime: the seed
# InteractiveListRow pressed and swiped by touch scripts, its RowShimmerView, and seed 002's
# skeleton shimmer. The same scenes are rendered from RowDesign (`rowframe frames`) and the
# two compared with `rowframe diff` (RowDesign writes its components as the seeds do: every
# frame must be byte-identical); a review report shows them side by side.
#   tools/seeds/render.sh [SEEDS_DIR] [OUT_DIR]     (defaults: ../shared/seeds; a temporary folder)
# Exit 1 if the seeds' code does not build or render, a scene's frames do not move, or
# RowDesign's frames differ from the seeds'.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
seeds=$(cd "${1:-$repo/../shared/seeds}" && pwd)
out=${2:-$(mktemp -d)}
[ $# -ge 2 ] || trap 'rm -rf "$out"' EXIT
mkdir -p "$out"
out=$(cd "$out" && pwd)
fps=${FPS:-30}
pkg="$out/package"
rm -rf "$pkg/Sources" && mkdir -p "$pkg/Sources/SeedFrames"

python3 "$repo/tools/seeds/extract.py" "$seeds" "$pkg/Sources/SeedFrames" "$repo"
cp "$repo/tools/seeds/AppSupport.swift" "$pkg/Sources/SeedFrames/"
cp "$repo/tools/seeds/SeedFrames.swift" "$pkg/Sources/SeedFrames/main.swift"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "seedframes",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "SeedFrames", dependencies: [
        .product(name: "RowScene", package: "$(basename "$repo")"), .product(name: "RowExport", package: "$(basename "$repo")"),
        .product(name: "RowText", package: "$(basename "$repo")")],
        swiftSettings: [.swiftLanguageMode(.v5)])]
)
SWIFT
# Built in the repository's own build folder: RowFrame's modules are the same commands there, so
# only the seeds' code compiles (a build folder of its own would rebuild RowFrame, ~75 s more).
if ! (cd "$pkg" && swift build --scratch-path "$repo/.build" > "$out/build.log" 2>&1); then
    grep -E "error:" "$out/build.log" | sort -u | head -40
    echo "the seeds' code does not build against RowScene (log: $out/build.log)"
    exit 1
fi
echo "the seeds' code builds against RowScene ($(ls "$pkg/Sources/SeedFrames" | grep -c '^seed') blocks)"
"$repo/.build/debug/SeedFrames" "$out/seed" "$fps"

# The same scenes from RowDesign, and the comparison.
(cd "$repo" && swift build --product rowframe > "$out/rowframe-build.log" 2>&1) || { tail -20 "$out/rowframe-build.log"; exit 1; }
rowframe="$repo/.build/debug/rowframe"
for scene in press swipe scroll-tap shimmer skeleton-shimmer; do
    "$rowframe" frames "$scene" --fps "$fps" --out "$out/rowdesign/$scene" --quiet --force
done
status=0
"$rowframe" diff "$out/rowdesign" "$out/seed" --exact > "$out/diff.txt" || status=$?
echo "RowDesign vs the seeds' code: $(tail -1 "$out/diff.txt")"
rm -rf "$out/report"; "$rowframe" report "$out/rowdesign" "$out/seed" --out "$out/report" > /dev/null || true
echo "frames: $out/seed (the seeds' code), $out/rowdesign (RowDesign); review: $out/report/index.html"
# RowDesign's components are written as the seeds write them: every frame must be the same.
if [ $status -ne 0 ]; then
    grep -v "unchanged" "$out/diff.txt" | head -20
    echo "RowDesign's frames differ from the seeds' (diff exit $status)"
    exit 1
fi
