#!/usr/bin/env python3
"""Extracts the seeds' Swift code blocks into a Swift target folder, with only `import SwiftUI`
swapped for `import RowScene`. Used by tools/seeds/compile.sh and tools/seeds/render.sh.

  extract.py SEEDS_DIR OUT_DIR REPO

The blocks that define the components are found by what they declare (a document shows a type
in steps; its last, fullest block is taken). Besides the seeds' code, OUT_DIR gets RowDesign's
token sources (the app's palette, shadows and spacing scale, which the seeds assume) and one
addition of ours: seed 000 gives InteractiveListRow's initializer only as a declaration in its
API block, and its full listing leaves the initializer out — so the initializer is added, in
the same file (the properties are private), assigning each parameter to its property.
"""
import glob, os, re, sys

seeds, out, repo = sys.argv[1:4]
wanted = {"000": {"InteractiveListRow", "RowShimmerView", "RowAction"},
          "002": {"SkeletonShimmerModifier", "SkeletonView", "ContentViewSkeleton", "InsightsSkeleton"},
          "003": {"AnimationMode", "AnimationEngine"},
          "004": {"Font", "TransactionCategory", "UnifiedIconCircle", "UnifiedSectionHeader", "UnifiedListRow", "UnifiedListRowWithProgress"}}
decl = re.compile(r'^(?:public |private |fileprivate |internal )?(?:final )?(?:struct|class|enum|extension|protocol) (\w+)', re.M)

def initializer(api_block):
    """InteractiveListRow's `init(...)` declaration from the API block, with a body."""
    m = re.search(r'\n(\s*)init\((.*?)\n\s*\)\n', api_block, re.S)
    if not m:
        sys.exit("seed 000: InteractiveListRow's initializer declaration was not found")
    params = m.group(2)
    names = re.findall(r'^\s*(?:@\w+\s+)?(\w+):', params, re.M)
    body = "\n".join(f"    self.{n} = {n}()" if n == "content" else f"    self.{n} = {n}" for n in names)
    return ("\n// Added by tools/seeds/extract.py: the initializer seed 000 declares in its API block.\n"
            "extension InteractiveListRow {\n  init(" + params + "\n  ) {\n" + body + "\n  }\n}\n")

for path in sorted(glob.glob(os.path.join(seeds, "*.txt"))):
    seed = os.path.basename(path)[:3]
    if seed not in wanted: continue
    blocks = re.findall(r'```swift\n(.*?)```', open(path, encoding="utf-8").read(), re.S)
    claimed, chosen = set(), []
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
        if "InteractiveListRow" in names and not re.search(r'^\s*(public )?init\(', code, re.M):
            api = next(b for b in blocks if re.search(r'struct InteractiveListRow.*?\n\s*init\(', b, re.S))
            code += initializer(api)
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
