#!/usr/bin/env bash
# Type-checks one oracle case as render-cases.sh builds it, against the built modules, in a
# few seconds and without a package build:
#   tools/oracle/check-case.sh ID
# The case's own Swift files (all but its test file), rewritten as iOS compiles them; its harness
# tools/oracle/cases/ID.swift; the stubs under tools/oracle/stubs/ID and stubs/_apps/OWNER+NAME;
# the stub packages it imports (stubs/_packages/<Module>, emitted first) and OracleHarness.
# CASES: the case folders' root (default /work/corpus/oracle). ROWFRAME_MODULES: as for
# tools/compat/typecheck.sh. Needs a built rowframe-ios-sources (swift build, done by whoever builds).
# Exit status: swiftc's.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: tools/oracle/check-case.sh ID" >&2; exit 2; }
id=$1
cases=${CASES:-/work/corpus/oracle}
modules=${ROWFRAME_MODULES:-$repo/.build/debug/Modules}
casedir=$(ls -d "$cases"/*/"$id" 2>/dev/null | head -1)
[ -n "$casedir" ] || { echo "no case folder for $id under $cases" >&2; exit 2; }
[ -f "$here/cases/$id.swift" ] || { echo "no harness tools/oracle/cases/$id.swift" >&2; exit 2; }
rewriter=$repo/.build/debug/rowframe-ios-sources
[ -x "$rewriter" ] || { echo "$rewriter not found: the package must have been built" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source "$here/case-files.sh"

files=()
mapfile -t own < <(case_sources "$casedir")
if [ ${#own[@]} -gt 0 ]; then
  "$rewriter" "$casedir" "$tmp/row" "${own[@]}"
  files+=("$tmp/row"/*.swift)
fi
files+=("$here/cases/$id.swift")
for f in "$here/stubs/$id"/*.swift $(case_app_stubs "$casedir"); do [ -f "$f" ] && files+=("$f"); done
# What render-cases.sh adds to every case module.
case_entry > "$tmp/OracleEntry.swift"
files+=("$tmp/OracleEntry.swift")

source "$repo/tools/compat/swift-flags.sh"
emitted=" "
emit() {  # a module from a folder of stubs (or the harness), its own stub imports first
  local mod=$1 dir=$2 dep
  case "$emitted" in *" $mod "*) return 0;; esac
  emitted+="$mod "
  for dep in $(swift_imports "$dir"/*.swift); do
    [ -d "$here/stubs/_packages/$dep" ] && emit "$dep" "$here/stubs/_packages/$dep"
  done
  nice -n 19 swiftc -emit-module -module-name "$mod" -parse-as-library -swift-version 5 -I "$modules" -I "$tmp" "${flags[@]}" \
    -o "$tmp/$mod.swiftmodule" "$dir"/*.swift
}
emit OracleHarness "$here/harness"
for mod in $(swift_imports "${files[@]}"); do
  [ -d "$here/stubs/_packages/$mod" ] && emit "$mod" "$here/stubs/_packages/$mod"
done
plugin=$modules/RowPreviewMacros-tool
[ -x "$plugin" ] || plugin=$repo/.build/debug/RowPreviewMacros-tool
[ -x "$plugin" ] && flags+=(-load-plugin-executable "$plugin#RowPreviewMacros")
# A package name, as SwiftPM gives every module it builds (an app's sources may declare
# `package` members).
mapfile -t isolation < <(case_isolation_flags "$casedir")
nice -n 19 swiftc -typecheck -swift-version "$(case_language_mode "$casedir")" ${isolation[@]+"${isolation[@]}"} -D DEBUG -module-name "Case_$id" -package-name "Case_$id" \
  -I "$modules" -I "$tmp" "${flags[@]}" "${files[@]}"
