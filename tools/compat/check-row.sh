#!/usr/bin/env bash
# Type-checks one corpus row with its stubs:
#   tools/compat/check-row.sh ID
# Row file: $CORPUS/<half>/ID/*.swift (CORPUS defaults to /work/corpus/rows).
# Stubs: tools/compat/stubs/ID/Support.swift and Sample.swift (whichever exist).
# Third-party modules that the row or its stubs import and that have a stub under
# tools/compat/stubs/_packages/<Module>/*.swift are emitted first into a temp dir (with -I).
# CHECK_EXTRA="a.swift b.swift" adds files (a diagnostic that stands in for a missing API).
# ROWFRAME_MODULES as for typecheck.sh (default: the repo's own build).
# Exit status: swiftc's.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
[ $# -ge 1 ] || { echo "usage: tools/compat/check-row.sh ID" >&2; exit 2; }
id=$1
corpus=${CORPUS:-/work/corpus/rows}
modules=${ROWFRAME_MODULES:-$repo/.build/debug/Modules}
rowdir=$(ls -d "$corpus"/*/"$id" 2>/dev/null | head -1)
[ -n "$rowdir" ] || { echo "no row directory for $id under $corpus" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The row's files as iOS compiles them (#if os(iOS) holds), as the RowFrameIOSSources plugin
# gives them to a target: unedited, diagnostics at the original lines.
# (Beside the modules, so a frozen copy of a build brings its own.)
rewriter=$(dirname "$modules")/rowframe-ios-sources
[ -x "$rewriter" ] || { echo "$rewriter not found: run swift build first" >&2; exit 2; }
names=(); for f in "$rowdir"/*.swift; do names+=("$(basename "$f")"); done   # names may hold spaces
"$rewriter" "$rowdir" "$tmp/row" "${names[@]}"
files=("$tmp/row"/*.swift)
stubs=$here/stubs/$id
for f in "$stubs"/*.swift; do [ -f "$f" ] && files+=("$f"); done
# Stubs the rows of one app share (tools/compat/stubs/_apps/OWNER+NAME).
app=$(awk -F'\t' -v id="$id" '$1 == id { print $2 }' "$here/manifest.tsv" | tr / +)
for f in "$here/stubs/_apps/$app"/*.swift; do [ -f "$f" ] && files+=("$f"); done
# CHECK_EXTRA: more files to check with them (space-separated), e.g. a throwaway diagnostic file.
for f in ${CHECK_EXTRA:-}; do files+=("$f"); done

# The C flags typecheck.sh passes (stub packages import SwiftUI too).
source "$here/swift-flags.sh"

# Stub packages imported (directly or by another stub package), emitted in dependency order.
emitted=" "
emit() {
  local mod=$1 dir=$here/stubs/_packages/$1
  case "$emitted" in *" $mod "*) return 0;; esac
  emitted+="$mod "
  local dep
  for dep in $(sed -n 's/^[[:space:]]*\(@[_a-zA-Z]*[[:space:]]*\)*import[[:space:]]\+\([A-Za-z_][A-Za-z0-9_]*\).*/\2/p' "$dir"/*.swift | sort -u); do
    [ -d "$here/stubs/_packages/$dep" ] && emit "$dep"
  done
  swiftc -emit-module -module-name "$mod" -parse-as-library -swift-version 5 -I "$modules" -I "$tmp" "${flags[@]}" \
    -o "$tmp/$mod.swiftmodule" "$dir"/*.swift
}
for mod in $(sed -n 's/^[[:space:]]*\(@[_a-zA-Z]*[[:space:]]*\)*import[[:space:]]\+\([A-Za-z_][A-Za-z0-9_]*\).*/\2/p' "${files[@]}" | sort -u); do
  [ -d "$here/stubs/_packages/$mod" ] && emit "$mod"
done
# CHECK_FLAGS: more swiftc flags, e.g. "-I DIR" with throwaway modules standing in for missing SDK modules.
# A package name, as SwiftPM gives every module it builds: rows may declare `package` members.
"$here/typecheck.sh" -I "$tmp" -package-name CompatRows ${CHECK_FLAGS:-} "${files[@]}"
