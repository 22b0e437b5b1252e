#!/usr/bin/env bash
# Compiles real SwiftUI rows against RowScene with only `import SwiftUI` swapped, and renders
# each one light and dark. The rows are other people's code: they stay outside this repository.
#   tools/compat/realrows.sh ROWS_DIR [OUT_DIR]
# ROWS_DIR holds one folder per row with Row.swift, Support.swift (stubbed models) and
# Sample.swift (`@MainActor func makeSampleRow() -> some View`). Each row becomes its own
# executable target of a scratch package that depends on a clean clone of the committed tree;
# the script prints, per row, whether it compiled unchanged and rendered without error, then
# the totals. PNGs (ROW.light@3x.png, ROW.dark@3x.png) and build logs go to OUT_DIR
# (default: a temporary folder, printed).
set -euo pipefail
rows=$(cd "${1:?usage: tools/compat/realrows.sh ROWS_DIR [OUT_DIR]}" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-$(mktemp -d)}; mkdir -p "$out"; out=$(cd "$out" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/RowFrame"

pkg="$work/rows"; mkdir -p "$pkg/Sources"
targets=()
for dir in "$rows"/*/; do
  name=$(basename "$dir"); [ -f "$dir/Row.swift" ] || continue
  target="Row_$(echo "$name" | tr -c 'A-Za-z0-9\n' '_')"
  mkdir -p "$pkg/Sources/$target"
  for f in Row Support Sample; do
    [ -f "$dir/$f.swift" ] && sed 's/^\([[:space:]]*\)import SwiftUI[[:space:]]*$/\1import RowScene/' "$dir/$f.swift" > "$pkg/Sources/$target/$f.swift"
  done
  cat > "$pkg/Sources/$target/main.swift" <<SWIFT
import Foundation
import RowPNG
import RowScene

// Renders the sample row at 390 pt wide, light and dark, into the output folder.
MainActor.assumeIsolated {
do {
    let renderer = try SceneRenderer()
    for scheme in [ColorScheme.light, .dark] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let layout = try renderer.layout(RenderRequest(makeSampleRow(), width: 390, environment: environment,
                                                      background: Color(light: .white, dark: .black)))
        for w in layout.warnings { print("warning: \(w)") }
        let canvas = try renderer.render(layout.displayList)
        try PNG.write(canvas, to: "$out/$name.\(scheme.rawValue)@3x.png", scale: 3)
    }
} catch {
    print("error: \(error)")
    exit(2)
}
}
SWIFT
  targets+=("$target:$name")
done

{
  echo '// swift-tools-version: 6.1'
  echo 'import PackageDescription'
  echo 'let scene: [Target.Dependency] = [.product(name: "RowScene", package: "RowFrame"), .product(name: "RowPNG", package: "RowFrame")]'
  echo 'let package = Package(name: "rows", dependencies: [.package(path: "'"$work/RowFrame"'")], targets: ['
  for t in "${targets[@]}"; do echo "    .executableTarget(name: \"${t%%:*}\", dependencies: scene, swiftSettings: [.swiftLanguageMode(.v5)]),"; done
  echo '])'
} > "$pkg/Package.swift"

cd "$pkg"
swift build --product "${targets[0]%%:*}" >/dev/null 2>&1 || true   # builds RowFrame once
compiled=0; rendered=0; total=0
printf '%-44s %-9s %s\n' row compiles renders
for t in "${targets[@]}"; do
  target=${t%%:*}; name=${t#*:}; total=$((total + 1))
  if swift build --product "$target" > "$out/$name.build.log" 2>&1; then
    compiled=$((compiled + 1))
    if "$(swift build --show-bin-path)/$target" > "$out/$name.render.log" 2>&1; then
      rendered=$((rendered + 1)); status=yes
    else
      status="no: $(grep -m1 error "$out/$name.render.log" || true)"
    fi
    printf '%-44s %-9s %s\n' "$name" yes "$status"
  else
    printf '%-44s %-9s %s\n' "$name" no "$(grep -m1 'error:' "$out/$name.build.log" | sed "s|$pkg/Sources/||" | cut -c1-150)"
  fi
done
echo "compiled unchanged: $compiled/$total; rendered without error: $rendered/$total; pictures and logs in $out"
