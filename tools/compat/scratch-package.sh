# Sourced by tools/compat/render-rows.sh and tools/oracle/render-cases.sh, which build other
# people's SwiftUI files into a scratch package against this repository.

# RowFrame's framework modules besides SwiftUI (Package.swift's `frameworks` list): a target
# whose files import one depends on it.
frameworks=$(sed -n 's/^let frameworks = \[\(.*\)\]$/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../../Package.swift" | tr -d '",')
[ -n "$frameworks" ] || { echo "Package.swift has no one-line \`let frameworks = [...]\`" >&2; exit 2; }

# The modules Swift files import (`import X`, `@testable import X`, `import struct X.Y`, …).
swift_imports() {
  sed -n 's/^[[:space:]]*\(@[_a-zA-Z]*[[:space:]]*\)*\(public[[:space:]]\+\|internal[[:space:]]\+\|private[[:space:]]\+\|fileprivate[[:space:]]\+\|package[[:space:]]\+\)\?import[[:space:]]\+\(class[[:space:]]\+\|struct[[:space:]]\+\|enum[[:space:]]\+\|protocol[[:space:]]\+\|func[[:space:]]\+\|var[[:space:]]\+\|let[[:space:]]\+\|typealias[[:space:]]\+\)\?\([A-Za-z_][A-Za-z0-9_]*\).*/\4/p' "$@" | sort -u
}

# Sets `deps` to the dependencies of a target whose files are FILES…: SwiftUI, the stub
# packages under STUBS they import (each noted in the associative array `packages`), and
# RowFrame's frameworks. (Not a command substitution: `packages` must keep what it notes.)
#   target_dependencies STUBS FILE…
target_dependencies() {
  local stubs=$1; shift
  local mod
  deps='.product(name: "SwiftUI", package: "RowFrame")'
  for mod in $(swift_imports "$@"); do
    if [ -d "$stubs/$mod" ]; then deps+=", \"$mod\""; packages[$mod]=1; fi
    # `import os` and `import OSLog` compile as RowLogging (IOSSources rewrites them).
    case "$mod" in os|OSLog) mod=RowLogging;; esac
    case " $frameworks " in *" $mod "*) case "$deps" in *"\"$mod\", package"*) ;; *) deps+=", .product(name: \"$mod\", package: \"RowFrame\")";; esac;; esac
  done
}

# Copies the stub packages in `packages` — and the stub packages they import, transitively —
# from STUBS into PKG/Sources, and appends a target for each to `targets`.
#   add_stub_packages STUBS PKG
add_stub_packages() {
  local stubs=$1 pkg=$2 changed=1 mod dep deps
  while [ $changed -eq 1 ]; do
    changed=0
    for mod in "${!packages[@]}"; do
      for dep in $(swift_imports "$stubs/$mod"/*.swift); do
        if [ -d "$stubs/$dep" ] && [ -z "${packages[$dep]:-}" ]; then packages[$dep]=1; changed=1; fi
      done
    done
  done
  # Each compiles through the RowFrameIOSSources plugin, as an app's own package would in a team's
  # Linux build (its files as iOS compiles them, with the render's device locale), from a folder
  # beside the target's.
  for mod in "${!packages[@]}"; do
    mkdir -p "$pkg/Sources/$mod" "$pkg/PackageSources/$mod"; cp "$stubs/$mod"/*.swift "$pkg/PackageSources/$mod/"
    printf '{"path": "../../PackageSources/%s"}\n' "$mod" > "$pkg/Sources/$mod/rowframe-sources.json"
    echo "// $mod's files come from PackageSources/$mod through RowFrameIOSSources." > "$pkg/Sources/$mod/Module.swift"
    deps='.product(name: "SwiftUI", package: "RowFrame")'
    for dep in $(swift_imports "$pkg/PackageSources/$mod"/*.swift); do
      [ -n "${packages[$dep]:-}" ] && [ "$dep" != "$mod" ] && deps+=", \"$dep\""
      case " $frameworks " in *" $dep "*) deps+=", .product(name: \"$dep\", package: \"RowFrame\")";; esac
    done
    targets+="    .target(name: \"$mod\", dependencies: [$deps], swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: \"RowFrameIOSSources\", package: \"RowFrame\")]),"$'\n'
  done
}

# Writes PKG/Package.swift: RowFrame (this repository, by path), the `targets`, and an
# executable EXE depending on PRODUCTS.
#   write_scratch_package PKG NAME EXE PRODUCTS
write_scratch_package() {
  cat > "$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "$2", dependencies: [.package(name: "RowFrame", path: "$repo")], targets: [
$targets    .executableTarget(name: "$3", dependencies: [$4], swiftSettings: [.swiftLanguageMode(.v5)]),
])
SWIFT
}

# Builds EXE in PKG (the log in LOG); when it does not build, prints its errors and that WHAT
# does not build, and exits 1.
#   build_scratch_package PKG EXE LOG WHAT
build_scratch_package() {
  (cd "$1" && swift build --product "$2" > "$3" 2>&1) || {
    grep -E "error:" "$3" | sort -u | head -20; echo "$4 does not build (log: $3)"; exit 1; }
}
