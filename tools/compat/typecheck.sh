#!/usr/bin/env bash
# Type-checks Swift files against RowFrame's built modules (`import SwiftUI`, UIKit, …) without
# a package: fast enough to try one real row and its stubs at a time.
#   tools/compat/typecheck.sh FILE.swift [MORE.swift …]
# The files are checked together as one module (a row file beside its stubs and sample).
# ROWFRAME_MODULES names a copy of .build/debug/Modules to check against (default: the repo's
# own, which `swift build` must have written; a copy keeps checks stable while the repo rebuilds).
# Exit status: swiftc's (0 when the files type-check).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] || { echo "usage: tools/compat/typecheck.sh FILE.swift [MORE.swift …]" >&2; exit 2; }
modules=${ROWFRAME_MODULES:-$repo/.build/debug/Modules}
[ -f "$modules/SwiftUI.swiftmodule" ] || { echo "$modules has no SwiftUI.swiftmodule: run swift build first" >&2; exit 2; }
# The C modules RowScene's dependencies import (module maps, headers).
source "$(dirname "$0")/swift-flags.sh"
# #Preview's compiler plugin (a modules copy may carry its own beside the modules).
plugin=$modules/RowPreviewMacros-tool
[ -x "$plugin" ] || plugin=$repo/.build/debug/RowPreviewMacros-tool
[ -x "$plugin" ] && flags+=(-load-plugin-executable "$plugin#RowPreviewMacros")
exec swiftc -typecheck -swift-version 5 -I "$modules" "${flags[@]}" "$@"
