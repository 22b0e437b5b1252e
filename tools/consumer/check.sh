#!/usr/bin/env bash
# Tries RowFrame as a consumer would: a new package that depends on it renders a row with
# text in several scripts and emoji; it is built, the build is moved elsewhere, and the binary
# is run from an unrelated directory holding a decoy Fonts/ folder (uses the committed tree). The PNG must be the same
# bytes each time, and a binary copied without its resource folder must fail with one clear line.
#   tools/consumer/check.sh [work-dir]      (default: a temporary folder, removed afterwards)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d)}
[ $# -ge 1 ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/consumer/Sources/consumer" "$work/elsewhere/Fonts"
# A clean clone of the committed tree, in a folder named like the package (its identity).
rm -rf "$work/RowFrame" && git clone -q "$repo" "$work/RowFrame"

cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "consumer",
    dependencies: [.package(path: "$work/RowFrame")],
    targets: [.executableTarget(name: "consumer", dependencies: [
        .product(name: "RowScene", package: "RowFrame"), .product(name: "RowPNG", package: "RowFrame")])]
)
SWIFT
cat > "$work/consumer/Sources/consumer/main.swift" <<'SWIFT'
import RowPNG
import RowScene

struct Row: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text("Łukasz · محمد · 山田 · 👨‍👩‍👧 🇵🇹").font(.headline)
                Text("A message that wraps onto a second line and then a third, truncated at the end of it.")
                    .font(.subheadline).foregroundColor(.secondary).lineLimit(2)
            }
        }
        .padding(16)
    }
}

do {
    let renderer = try SceneRenderer()
    let layout = try renderer.layout(RenderRequest(Row(), width: 390))
    for w in layout.warnings { print("warning: \(w)") }
    let canvas = try renderer.render(layout.displayList)
    try PNG.write(canvas, to: CommandLine.arguments[1], scale: 3)
    print("wrote \(CommandLine.arguments[1]) \(canvas.width)x\(canvas.height)")
} catch {
    print("error: \(error)")
    exit(2)
}
SWIFT
sed -i '1i import Foundation' "$work/consumer/Sources/consumer/main.swift"

cd "$work/consumer"
start=$(date +%s)
swift build -c "${CONFIG:-debug}" 2>&1 | tail -1
echo "consumer build: $(( $(date +%s) - start )) s"
bin=$(swift build -c "${CONFIG:-debug}" --show-bin-path)
"$bin/consumer" "$work/first.png"

# The whole package moved: the binary finds its fonts beside itself, not at the old path.
mv "$work/consumer" "$work/moved"
moved_bin=${bin/$work\/consumer/$work\/moved}
# A decoy Fonts/ folder in the working directory must not be read.
printf 'not a font' > "$work/elsewhere/Fonts/Inter-Regular.otf"
(cd "$work/elsewhere" && "$moved_bin/consumer" "$work/second.png")
cmp "$work/first.png" "$work/second.png" && echo "moved build, other directory: same bytes"

# The binary alone, without its resource folder: one clear error, no crash.
mkdir -p "$work/lonely" && cp "$moved_bin/consumer" "$work/lonely/"
set +e
out=$(cd "$work/elsewhere" && "$work/lonely/consumer" "$work/third.png" 2>&1); code=$?
set -e
echo "without resources: exit $code: $out"
[ "$code" = 2 ] && [ ! -e "$work/third.png" ] && [ "$(echo "$out" | wc -l)" = 1 ]
echo "consumer check passed"
