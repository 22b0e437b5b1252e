#!/usr/bin/env bash
# Renders the oracle cases of one half (dev, val, or a later held-out half val2, val3, …) with
# RowFrame, each as its reference was recorded (its layout, scale and appearance), to
# OUT_DIR/<id>.png for tools/oracle/compare.py:
#   tools/oracle/render-cases.sh [dev|val|valN] OUT_DIR
# Every case with use=yes and a harness (tools/oracle/cases/<id>.swift) that type-checks
# (check-case.sh) is built into one scratch package in OUT_DIR/package: a module per case — the
# case's own files compiled in place through the RowFrameIOSSources plugin (its test file left
# out), its harness, and its stubs — plus OracleHarness and the stub packages the cases import.
# The asset catalogs of each case's repository are extracted from the git mirrors into
# OUT_DIR/assets/<id>/ (the render's asset catalogs and string catalogs). Prints one line per case: rendered (size,
# RowFrame's warnings), "error", "does not compile", or "no harness"; then the totals.
# The cases are other people's code: the package, images and pictures stay in OUT_DIR, outside
# the repository. Needs the corpus (fetch-oracle.sh; CASES=/work/corpus/oracle by default), the
# mirrors (ORACLE_MIRRORS=/work/.mirror) and a built RowFrame (swift build) for the type-checks.
# ORACLE_NO_BUILD=1 stops after writing the package (to look at it without building).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
half=${1:?usage: tools/oracle/render-cases.sh [dev|val|valN] OUT_DIR}
out=${2:?usage: tools/oracle/render-cases.sh [dev|val|valN] OUT_DIR}
case "$half" in dev|val|val[2-9]|val[1-9][0-9]) ;; *) echo "usage: tools/oracle/render-cases.sh [dev|val|valN] OUT_DIR" >&2; exit 2;; esac
cases=${CASES:-/work/corpus/oracle}
mirrors=${ORACLE_MIRRORS:-/work/.mirror}
mkdir -p "$out"; out=$(cd "$out" && pwd -P)
case "$out/" in "$(cd "$repo" && pwd -P)"/*) echo "OUT_DIR must be outside the repository" >&2; exit 2;; esac
pkg=$out/package
rm -rf "$pkg/Sources" "$out/assets" "$out/check"; mkdir -p "$pkg/Sources" "$out/assets" "$out/check"
source "$here/case-files.sh"

# The cases of the half that are usable, have a harness and type-check.
ids=()
declare -A scale_of=() appearance_of=()
while IFS=$'\t' read -r id scale appearance use; do
  [ "$use" = yes ] || continue
  if [ ! -f "$here/cases/$id.swift" ]; then echo "$id	no harness (see tools/oracle/README.md)"; continue; fi
  if [ ! -d "$cases/$half/$id" ]; then echo "$id	no case folder under $cases/$half (run fetch-oracle.sh)"; continue; fi
  if ! CASES=$cases ROWFRAME_MODULES=${ROWFRAME_MODULES:-$repo/.build/debug/Modules} "$here/check-case.sh" "$id" > "$out/check/$id.log" 2>&1; then
    echo "$id	does not compile: $(grep -m1 'error:' "$out/check/$id.log" | sed 's/^.*error: //')"
    continue
  fi
  ids+=("$id"); scale_of[$id]=${scale#@}; scale_of[$id]=${scale_of[$id]%x}; appearance_of[$id]=$appearance
done < <(awk -F'\t' -v h="$half" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
  $c["half"] == h { print $c["id"] "\t" $c["scale"] "\t" $c["appearance"] "\t" $c["use"] }' "$here/manifest.tsv")
echo "${#ids[@]} cases of the $half half type-check; building them"
[ ${#ids[@]} -gt 0 ] || exit 1

# The app's asset catalogs, localized strings and fonts (every *.xcassets folder, *.xcstrings
# catalog, *.lproj/*.strings file and .ttf/.otf font of the case's repository, at its commit),
# extracted from the mirrors into OUT_DIR/assets/<id>/: the render's EnvironmentValues.assetCatalogs
# and .stringCatalogs, and its ROWFRAME_FONTS (an app's own fonts given as a user gives them, so
# `Font.custom` finds them by name, as iOS finds a font the app registers or lists).
gitdir() { local base="$mirrors/${1/\//+}/repo"; if [ -d "$base/.git" ]; then echo "$base/.git"; elif [ -d "$base/objects" ]; then echo "$base"; fi; }
for id in "${ids[@]}"; do
  folder=$cases/$half/$id
  gd=$(gitdir "$(case_column "$folder" repo)")
  commit=$(case_column "$folder" commit)
  [ -n "$gd" ] || { mkdir -p "$out/assets/$id"; echo "$id	note: no mirror of $(case_column "$folder" repo); its assets draw as placeholders"; continue; }
  # Once per repository and commit (cases share them), file by file: a mirror may lack a large
  # blob (a photo), which then draws as a placeholder.
  shared="$out/assets/_$(case_column "$folder" repo | tr / +)@$commit"
  if [ ! -d "$shared" ]; then
    mkdir -p "$shared"; missing=0
    while IFS= read -r -d '' entry; do
      path=${entry#*$'\t'}; meta=${entry%%$'\t'*}; sha=${meta##* }
      mkdir -p "$shared/$(dirname "$path")"
      git --git-dir="$gd" cat-file blob "$sha" > "$shared/$path" 2>/dev/null || { rm -f "$shared/$path"; missing=$((missing + 1)); }
    done < <(git --git-dir="$gd" ls-tree -r -z "$commit" 2>/dev/null | grep -zE '\.xcassets/|\.xcstrings$|\.lproj/[^/]*\.strings$|\.(ttf|otf|TTF|OTF)$')
    [ "$missing" = 0 ] || echo "$(case_column "$folder" repo): $missing asset file(s) missing from the mirror; they draw as placeholders"
  fi
  ln -sfn "$shared" "$out/assets/$id"
done

# The package: OracleHarness, the stub packages, a module per case, and the renderer.
write_cases_package() {
rm -rf "$pkg/Sources" "$pkg/PackageSources"; mkdir -p "$pkg/Sources"
declare -A packages=()
targets=""
entries=""
mkdir -p "$pkg/Sources/OracleHarness"; cp "$here/harness"/*.swift "$pkg/Sources/OracleHarness/"
targets+='    .target(name: "OracleHarness", dependencies: [.product(name: "SwiftUI", package: "RowFrame")], swiftSettings: [.swiftLanguageMode(.v5)]),'$'\n'
for id in "${ids[@]}"; do
  folder=$cases/$half/$id
  dir=$pkg/Sources/Case_$id; mkdir -p "$dir"
  cp "$here/cases/$id.swift" "$dir/Harness.swift"
  for f in "$here/stubs/$id"/*.swift; do [ -f "$f" ] && cp "$f" "$dir/Stub_$(basename "$f")"; done
  for f in $(case_app_stubs "$folder"); do cp "$f" "$dir/App_$(basename "$f")"; done
  case_entry > "$dir/OracleEntry.swift"
  # The case's own files compile in place, as an app's do (the test file is not compiled).
  if [ -n "$(case_sources "$folder")" ]; then
    printf '{"path": "%s", "exclude": ["%s"]}\n' "$folder" "$(case_test_file "$folder")" > "$dir/rowframe-sources.json"
    plugin=', plugins: [.plugin(name: "RowFrameIOSSources", package: "RowFrame")]'
  else
    plugin=""
  fi
  mapfile -t sources < <(case_sources "$folder" | sed "s|^|$folder/|")
  target_dependencies "$here/stubs/_packages" "$dir"/*.swift "${sources[@]}"
  deps+=', "OracleHarness"'
  # An app built with a default actor isolation (language-modes.tsv) gets it as swiftc's flag.
  isolation=$(case_isolation_flags "$folder" | paste -sd' ' -)
  settings=".swiftLanguageMode(.v$(case_language_mode "$folder"))"
  [ -n "$isolation" ] && settings+=", .unsafeFlags([\"${isolation// /\", \"}\"])"
  targets+="    .target(name: \"Case_$id\", dependencies: [$deps], swiftSettings: [$settings]$plugin),"$'\n'
  entries+="    (\"$id\", ${scale_of[$id]}, \"${appearance_of[$id]}\", { Case_$id.oracleCase() }),"$'\n'
done
add_stub_packages "$here/stubs/_packages" "$pkg"

mkdir -p "$pkg/Sources/RenderCases"
{
  echo 'import Foundation'
  echo 'import OracleHarness'
  echo 'import RowPNG'
  echo 'import SwiftUI'
  for id in "${ids[@]}"; do echo "import Case_$id"; done
  echo '@MainActor let cases: [(String, Double, String, @MainActor () -> (view: AnyView, layout: OracleLayout, host: OracleHost))] = ['
  printf '%s' "$entries"
  echo ']'
  cat <<SWIFT
// Renders the cases named on the command line (all when none) at their scale and appearance
// with their layout; one line per case.
MainActor.assumeIsolated {
    let renderer = try! SceneRenderer()
    let only = Set(CommandLine.arguments.dropFirst())
    var ok = 0
    for (id, scale, appearance, make) in cases where only.isEmpty || only.contains(id) {
        do {
            let made = make()
            var environment = EnvironmentValues()
            environment.colorScheme = made.host.appearance ?? (appearance == "dark" ? .dark : .light)
            environment.displayScale = scale
            environment.assetCatalogs = try oracleCatalogs(in: "$out/assets/" + id)
            environment.stringCatalogs = try StringCatalog.all(in: "$out/assets/" + id)
            let framed = oracleFramed(made.view, made.layout)
            environment.safeAreaInsets = framed.insets
            let layout = try renderer.layout(RenderRequest(framed.view, width: framed.width, height: framed.height,
                                                           environment: environment, background: made.host.background))
            let canvas = try renderer.render(layout.displayList)
            try PNG.write(canvas, to: "$out/" + id + ".png", scale: scale)
            ok += 1
            let scheme = environment.colorScheme == .dark ? "dark" : "light"
            print("\(id)\trendered \(canvas.width)x\(canvas.height) (\(layout.size.width)x\(layout.size.height) pt, \(scheme), @\(Int(scale))x)\t\(layout.warnings.joined(separator: " | "))")
        } catch {
            print("\(id)\terror\t\(error)")
        }
    }
    if only.isEmpty { print("rendered: \(ok) of \(cases.count) that compiled") }
}
SWIFT
} > "$pkg/Sources/RenderCases/main.swift"
products='.product(name: "SwiftUI", package: "RowFrame"), .product(name: "RowPNG", package: "RowFrame"), "OracleHarness"'
for id in "${ids[@]}"; do products+=", \"Case_$id\""; done
write_scratch_package "$pkg" oraclecases RenderCases "$products"
}
if [ -n "${ORACLE_NO_BUILD:-}" ]; then write_cases_package; echo "package written (not built): $pkg"; exit 0; fi
# A case whose module does not build though it type-checks (diagnostics only a full compile
# gives: Swift 6's data-race checks, a macro's compile-time constants) is reported and left out,
# and the package is built again without it, as render-rows.sh does; a failure that names no
# case stops the run.
cases_named_in_errors() {   # the case ids a build log's errors are in (paths, or a macro's expansion site)
  awk '/error:/ { print } /macro expansion .*error:/ { m = 1; next } m && /expanded code originates here/ { print } { m = 0 }' "$1" |
    grep -oE "(/$half/|Sources/Case_|/Case_)o[0-9]+(/|\.build/)" | grep -oE "o[0-9]+" | sort -u | tr '\n' ' ' || true
}
for attempt in 1 2 3 4 5 6; do
  write_cases_package
  # (The log is kept to 100 MB: a build that writes more is stopped, and fails.)
  if (cd "$pkg" && set -o pipefail && swift build --product RenderCases 2>&1 | head -c 100000000 > "$out/build.log"); then break; fi
  failed=$(cases_named_in_errors "$out/build.log")
  if [ -z "$failed" ] || [ "$attempt" = 6 ]; then
    grep -E "error:" "$out/build.log" | sort -u | head -20; echo "the cases' package does not build (log: $out/build.log)"; exit 1
  fi
  # Swift stops at the first module that fails: the cases of the same repository that compile
  # the same failing file (an app stub, a source of the app) fail alike and are left out with it.
  for id in $failed; do
    files=$( (awk '/error:/ { print } /macro expansion .*error:/ { m = 1; next } m && /expanded code originates here/ { print } { m = 0 }' "$out/build.log" |
      grep -oE "(Sources/Case_|/Case_)$id/[^:]*\.swift" | xargs -r -n1 basename | sort -u) || true)
    repo_of=$(case_column "$cases/$half/$id" repo)
    for other in "${ids[@]}"; do
      case " $failed " in *" $other "*) continue;; esac
      [ "$(case_column "$cases/$half/$other" repo)" = "$repo_of" ] || continue
      for f in $files; do
        if [ -f "$pkg/Sources/Case_$other/$f" ] || [ -f "$cases/$half/$other/$f" ]; then failed+=" $other"; break; fi
      done
    done
  done
  for id in $failed; do
    echo "$id	does not build: $( (grep -m1 -E "(/$half/|Sources/Case_|/Case_)$id(/|\.build/).*error:" "$out/build.log" || grep -m1 -E "error:" "$out/build.log" || true) | sed 's/^.*error: //')"
  done
  kept=(); for id in "${ids[@]}"; do case " $failed " in *" $id "*) ;; *) kept+=("$id");; esac; done; ids=("${kept[@]}")
  [ ${#ids[@]} -gt 0 ] || { echo "no case of the $half half builds"; exit 1; }
  echo "${#ids[@]} cases left; building them"
done
# One process per case, so a case that crashes the renderer (a trap, a stack overflow) is
# reported as such and the others still render.
: > "$out/render.txt"
for id in "${ids[@]}"; do
  fonts=$(find -L "$out/assets/$id" -type f \( -iname '*.ttf' -o -iname '*.otf' \) 2>/dev/null | sort | paste -sd: -)
  if line=$(ROWFRAME_FONTS="$fonts" "$pkg/.build/debug/RenderCases" "$id" 2> "$out/check/$id.run.log"); then
    echo "$line" | tee -a "$out/render.txt"
  else
    printf '%s\tcrashed\tthe renderer died (exit %s); its backtrace: %s\n' "$id" "$?" "$out/check/$id.run.log" | tee -a "$out/render.txt"
  fi
done
echo "rendered: $(grep -c $'\trendered ' "$out/render.txt") of ${#ids[@]} that compiled"
echo "pictures: $out/<id>.png; compare: tools/oracle/compare.py --cases $cases/$half --renders $out --out $out/compare"
