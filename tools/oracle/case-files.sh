# Sourced by check-case.sh and render-cases.sh: what goes into a case's module.

# A case folder's column from its case.tsv.
case_column() {  # FOLDER COLUMN
  awk -F'\t' -v col="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == col) c = i } NR == 2 { print $c }' "$1/case.tsv"
}
# The repository as stubs/_apps names it: OWNER+NAME.
case_app() { case_column "$1" repo | tr / +; }
# The test file's name: its test code imports XCTest/Testing/SnapshotTesting and is not compiled
# (the harness states the view it builds).
case_test_file() { basename "$(case_column "$1" test_file)"; }
# The case's own Swift files, relative to its folder, the test file left out.
case_sources() {
  local test; test=$(case_test_file "$1")
  (cd "$1" && ls *.swift 2>/dev/null | grep -vxF "$test" || true)
}
# The Swift language mode the case's app compiles in (tools/oracle/language-modes.tsv; 5 when
# the app is not listed).
case_language_mode() {  # FOLDER
  local repo; repo=$(case_column "$1" repo)
  awk -F'\t' -v r="$repo" '$1 == r { m = $2 } END { print (m ? m : 5) }' "$(dirname "${BASH_SOURCE[0]}")/language-modes.tsv"
}
# The default actor isolation the case's app compiles with, where its build settings give one
# (language-modes.tsv's fourth column, e.g. Xcode's SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor):
# swiftc's flags for it, none when the app leaves the default (nonisolated).
case_isolation_flags() {  # FOLDER
  local repo; repo=$(case_column "$1" repo)
  awk -F'\t' -v r="$repo" '$1 == r && $4 != "" { print "-default-isolation"; print $4 }' "$(dirname "${BASH_SOURCE[0]}")/language-modes.tsv"
}
# The app's shared stubs (stubs/_apps/OWNER+NAME/*.swift) for a case, leaving out any stub with
# the name of one of the case's own files: a case that owns a type the app's other cases stub
# (Tag.swift) compiles its own.
case_app_stubs() {  # FOLDER
  local dir; dir="$(dirname "${BASH_SOURCE[0]}")/stubs/_apps/$(case_app "$1")"
  local own; own=$(case_sources "$1")
  for f in "$dir"/*.swift; do
    [ -f "$f" ] || continue
    grep -qxF "$(basename "$f")" <<<"$own" || echo "$f"
  done
}
# The modules Swift files import (swift_imports), and how scratch packages are put together.
source "$(dirname "${BASH_SOURCE[0]}")/../compat/scratch-package.sh"
# The file every case module gets: the case as the renderer takes it. `oracleHost` is the case's
# own when it declares one, else OracleHarness's default.
case_entry() {
  cat <<'SWIFT'
import OracleHarness
import SwiftUI

@MainActor public func oracleCase() -> (view: AnyView, layout: OracleLayout, host: OracleHost) {
    (makeOracleView(), oracleLayout, oracleHost)
}
SWIFT
}
