#!/usr/bin/env bash
# Compiles the seeds' SwiftUI code against RowScene with only `import SwiftUI` swapped: the
# code blocks that define the components (seed 000's InteractiveListRow, RowShimmerView and
# RowAction presets; seed 002's skeletons; seed 003's AnimationEngine; seed 004's rows) are
# extracted from the design documents into a scratch package, beside AppSupport.swift and
# RowDesign's token sources (the app's own tokens, which the seeds assume). Nothing of the
# seeds is kept. Prints each block and whether the package builds; exit 1 if it does not.
#   tools/seeds/compile.sh [SEEDS_DIR] [WORK_DIR]      (default ../shared/seeds; a temporary folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
seeds=$(cd "${1:-$repo/../shared/seeds}" && pwd)
work=${2:-$(mktemp -d)}
[ $# -ge 2 ] || trap 'rm -rf "$work"' EXIT
pkg="$work/seeds"
rm -rf "$pkg" && mkdir -p "$pkg/Sources/Seeds"

python3 - "$seeds" "$pkg/Sources/Seeds" "$repo" <<'PY'
import glob, os, re, sys
seeds, out, repo = sys.argv[1:4]
# The blocks that define these types (found by what they declare, not by position).
wanted = {"000": {"InteractiveListRow", "RowShimmerView", "RowAction"},
          "002": {"SkeletonShimmerModifier", "SkeletonView", "ContentViewSkeleton", "InsightsSkeleton"},
          "003": {"AnimationMode", "AnimationEngine"},
          "004": {"Font", "TransactionCategory", "UnifiedIconCircle", "UnifiedSectionHeader", "UnifiedListRow", "UnifiedListRowWithProgress"}}
decl = re.compile(r'^(?:public |private |fileprivate |internal )?(?:final )?(?:struct|class|enum|extension|protocol) (\w+)', re.M)
for path in sorted(glob.glob(os.path.join(seeds, "*.txt"))):
    seed = os.path.basename(path)[:3]
    if seed not in wanted: continue
    blocks = re.findall(r'```swift\n(.*?)```', open(path, encoding="utf-8").read(), re.S)
    # A document shows a type in steps; its last (fullest) block is the one compiled.
    claimed = set()
    chosen = []
    for i in reversed(range(len(blocks))):
        names = set(decl.findall(blocks[i])) & wanted[seed]
        # Pseudo-code blocks that only list names (`static let x  // value`) are not code.
        if not names or names & claimed or re.search(r'^\s*static let \w+\s*(//.*)?$', blocks[i], re.M): continue
        claimed |= names
        chosen.append(i)
    for i in sorted(chosen):
        block = blocks[i]
        names = set(decl.findall(block))
        code = re.sub(r'^(\s*)import SwiftUI\s*$', r'\1import RowScene', block, flags=re.M)
        if "import RowScene" not in code: code = "import RowScene\n" + code
        name = f"seed{seed}_block{i}.swift"
        open(os.path.join(out, name), "w", encoding="utf-8").write(code)
        print(f"{name}: {', '.join(sorted(names))}")
# The app's tokens: RowDesign's palette and shadows as they are, and its spacing scale.
tokens = os.path.join(repo, "Sources/RowDesign/Tokens")
for f in ("Palette.swift", "Shadows.swift"):
    open(os.path.join(out, "Tokens" + f), "w").write(open(os.path.join(tokens, f)).read())
typography = open(os.path.join(tokens, "Typography.swift")).read()
scales = re.findall(r'(?:/// [^\n]*\n)*public enum App(?:Spacing|Radius) \{.*?\n\}', typography, re.S)
open(os.path.join(out, "TokensScale.swift"), "w").write("import RowScene\n\n" + "\n\n".join(scales) + "\n")
PY
cp "$repo/tools/seeds/AppSupport.swift" "$pkg/Sources/Seeds/"

cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "seeds",
    dependencies: [.package(path: "$repo")],
    targets: [.target(name: "Seeds", dependencies: [.product(name: "RowScene", package: "$(basename "$repo")"),
                                                    .product(name: "RowPreviews", package: "$(basename "$repo")")],
                      swiftSettings: [.swiftLanguageMode(.v5)])]
)
SWIFT
if (cd "$pkg" && swift build > "$work/seeds-build.log" 2>&1); then
    echo "the seeds' code compiles against RowScene ($(ls "$pkg/Sources/Seeds" | grep -c '^seed') blocks)"
else
    grep -E "error:" "$work/seeds-build.log" | sort -u | head -40
    echo "the seeds' code does not compile against RowScene (log: $work/seeds-build.log)"
    exit 1
fi
