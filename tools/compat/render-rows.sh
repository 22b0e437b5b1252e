#!/usr/bin/env bash
# Builds every row of one half of the real-rows corpus that type-checks with its stubs into one
# scratch package (a module per row, a module per stub package) against this repository, and
# renders each row's sample light and dark at 390 pt, 3×, on the system background. Prints per
# row whether it rendered without error (and its warnings), then the totals. The rows are
# other people's code: the package and the pictures stay in OUT_DIR, outside the repository.
#   tools/compat/render-rows.sh [dev|val|val2|…|val12] OUT_DIR
# Needs the corpus (tools/compat/fetch-corpus.sh, CORPUS=/work/corpus/rows by default).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
half=${1:?usage: tools/compat/render-rows.sh [dev|val|val2|…|val12] OUT_DIR}
out=${2:?usage: tools/compat/render-rows.sh [dev|val|val2|…|val12] OUT_DIR}
corpus=${CORPUS:-/work/corpus/rows}
case "$(cd "$(dirname "$out")" 2>/dev/null && pwd)/" in "$repo"/*) echo "OUT_DIR must be outside the repository" >&2; exit 2;; esac
mkdir -p "$out"; out=$(cd "$out" && pwd)
pkg=$out/package; pictures=$out/pictures
mkdir -p "$pkg" "$pictures"

# The rows that type-check (the others cannot be built; their count is the compile figure).
ids=()
for id in $(awk -F'\t' -v h="$half" 'NR > 1 && $7 == h { print $1 }' "$here/manifest.tsv"); do
  if ROWFRAME_MODULES=$repo/.build/debug/Modules "$here/check-row.sh" "$id" > /dev/null 2>&1; then ids+=("$id"); fi
done
echo "${#ids[@]} rows of the $half half type-check; building them"

source "$here/scratch-package.sh"
# Writes the package for the rows in "${ids[@]}".
write_rows_package() {
rm -rf "$pkg/Sources" "$pkg/PackageSources"; mkdir -p "$pkg/Sources"
declare -gA packages=()
targets=""
entries=""
for id in "${ids[@]}"; do
  dir=$pkg/Sources/Row_$id; mkdir -p "$dir"
  # The row's own files compile in place through the RowFrameIOSSources plugin, as an app's do.
  cp "$here/stubs/$id"/*.swift "$dir/"
  app=$(awk -F'\t' -v id="$id" '$1 == id { print $2 }' "$here/manifest.tsv" | tr / +)
  for f in "$here/stubs/_apps/$app"/*.swift; do [ -f "$f" ] && cp "$f" "$dir/"; done
  printf '{"path": "%s"}\n' "$corpus/$half/$id" > "$dir/rowframe-sources.json"
  printf 'import SwiftUI\n\n@MainActor public func rowEntry() -> AnyView { AnyView(makeSampleRow()) }\n' > "$dir/RowEntry.swift"
  target_dependencies "$here/stubs/_packages" "$dir"/*.swift "$corpus/$half/$id"/*.swift
  targets+="    .target(name: \"Row_$id\", dependencies: [$deps], swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: \"RowFrameIOSSources\", package: \"RowFrame\")]),"$'\n'
  entries+="    (\"$id\", { Row_$id.rowEntry() }),"$'\n'
done
add_stub_packages "$here/stubs/_packages" "$pkg"

mkdir -p "$pkg/Sources/RenderRows"
{
  echo 'import Foundation'
  echo 'import RowPNG'
  echo 'import SwiftUI'
  for id in "${ids[@]}"; do echo "import Row_$id"; done
  echo '@MainActor let rows: [(String, @MainActor () -> AnyView)] = ['
  printf '%s' "$entries"
  echo ']'
  cat <<SWIFT
// Renders each row light and dark, one second after it appears; one line per row: id, "ok" or
// the error, and its warnings.
MainActor.assumeIsolated {
    let renderer = try! SceneRenderer()
    var ok = 0
    for (id, make) in rows {
        do {
            var warnings: [String] = []
            for scheme in [ColorScheme.light, .dark] {
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                // A second after the row appears, as a person sees it: animations its onAppear
                // starts have settled (decided before val11; val10 and earlier were drawn at 0 s).
                environment.time = 1
                let layout = try renderer.layout(RenderRequest(make(), width: 390, environment: environment,
                                                               background: Color(UIColor.systemBackground)))
                warnings += layout.warnings.filter { !warnings.contains(\$0) }
                try PNG.write(try renderer.render(layout.displayList), to: "$pictures/\(id).\(scheme.rawValue)@3x.png", scale: 3)
            }
            ok += 1
            print("\(id)\tok\t\(warnings.joined(separator: " | "))")
        } catch {
            print("\(id)\terror\t\(error)")
        }
    }
    print("rendered without error: \(ok) of \(rows.count) that compiled")
}
SWIFT
} > "$pkg/Sources/RenderRows/main.swift"
products='.product(name: "SwiftUI", package: "RowFrame"), .product(name: "RowPNG", package: "RowFrame")'
for id in "${ids[@]}"; do products+=", \"Row_$id\""; done
write_scratch_package "$pkg" realrows RenderRows "$products"
}
# A row whose module does not build (a `#Preview` body the type-check did not reach, a stub
# defect) is reported and left out, and the package is built again without it; a failure no row
# is named in stops the run.
for attempt in 1 2 3 4 5 6; do
  write_rows_package
  # (The log is kept to 100 MB: a build that writes more is stopped, and fails.)
  if (cd "$pkg" && set -o pipefail && swift build --product RenderRows 2>&1 | head -c 100000000 > "$out/build.log"); then break; fi
  # Named by a source path (…/val9/r700/, Sources/Row_r700/) or, for a link error, by the
  # module's object folder (Row_r700.build/); none named is no match, not a script error.
  failed=$( (grep -E "error:" "$out/build.log" | grep -oE "(/$half/|Sources/Row_|/Row_)r[0-9]+(/|\.build/)" | grep -oE "r[0-9]+" | sort -u | tr '\n' ' ') || true)
  if [ -z "$failed" ] || [ "$attempt" = 6 ]; then
    grep -E "error:" "$out/build.log" | sort -u | head -20; echo "the rows' package does not build (log: $out/build.log)"; exit 1
  fi
  for id in $failed; do
    echo "$id	does not build: $( (grep -m1 -E "(/$half/|Sources/Row_|/Row_)$id(/|\.build/).*error:" "$out/build.log" || true) | sed 's/^.*error: //')"
  done
  kept=(); for id in "${ids[@]}"; do case " $failed " in *" $id "*) ;; *) kept+=("$id");; esac; done; ids=("${kept[@]}")
  echo "${#ids[@]} rows left; building them"
done
"$pkg/.build/debug/RenderRows" | tee "$out/render.txt"
echo "pictures: $pictures"
