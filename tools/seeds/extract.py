#!/usr/bin/env python3
"""Extracts the seeds' Swift code blocks into a Swift target folder, with only `import SwiftUI`
swapped for `import RowScene`. Used by tools/seeds/compile.sh and tools/seeds/render.sh.

  extract.py SEEDS_DIR OUT_DIR REPO

The blocks that define the components are found by what they declare (a document shows a type
in steps; its last, fullest block is taken). Besides the seeds' code, OUT_DIR gets the seeds'
own tokens written out as code from the values their text gives (seed 004's colors and
categories), RowDesign's for the tokens the seeds only name (the Old Money palette, shadows,
spacing scale), and one addition of ours: seed 000 gives InteractiveListRow's initializer only as a declaration in its
API block, and its full listing leaves the initializer out — so the initializer is added, in
the same file (the properties are private), assigning each parameter to its property.
"""
import glob, os, re, sys

seeds, out, repo = sys.argv[1:4]
wanted = {"000": {"InteractiveListRow", "RowShimmerView", "RowAction"},
          "001": {"TouchTrackingControl", "View"},
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
    if seed == "001":
        # Seed 001 shows its control (private) and the `scrollFriendlyTap` extension in two
        # blocks and describes the wrapper between them in prose only ("UIControl subclass …
        # wrapped in UIViewRepresentable"). They share one file, with the wrapper RowDesign
        # writes from that prose appended — the declarations after its "MARK: - Wrapper" — and
        # the scene both packages render (RowDesign's ScrollTapDemo.swift, as it is).
        files = [os.path.join(out, f"seed{seed}_block{i}.swift") for i in sorted(chosen)]
        code = "\n".join(open(f, encoding="utf-8").read() for f in files)
        for f in files: os.remove(f)
        ours = open(os.path.join(repo, "Sources/RowDesign/Components/ScrollFriendlyTap.swift"), encoding="utf-8").read()
        if "// MARK: - Wrapper" not in ours: sys.exit("RowDesign's ScrollFriendlyTap.swift has no '// MARK: - Wrapper'")
        code += "\n// Added by tools/seeds/extract.py: the wrapper seed 001 describes in prose (RowDesign's).\n" + ours.split("// MARK: - Wrapper", 1)[1]
        open(os.path.join(out, "seed001.swift"), "w", encoding="utf-8").write(code)
        demo = open(os.path.join(repo, "Sources/RowDesign/Motion/ScrollTapDemo.swift"), encoding="utf-8").read()
        open(os.path.join(out, "ScrollTapDemo.swift"), "w", encoding="utf-8").write(demo)
        print("seed001.swift: the blocks above in one file, with the wrapper; ScrollTapDemo.swift: the scene")

# The tokens. Where a seed gives a token's value — seed 004's adaptive colors ("#1A1A1A / White")
# and its categories' icons and colors, written as comments in its "already defined in app"
# listings — the seeds' code gets that value, written out as code here. Where the seeds only
# name a token (the Old Money palette, wiseBorder, two category colors, the spacing scale, the
# shadows), RowDesign's value is the only one there is, and is copied. A seed value RowDesign
# does not share is an error: RowDesign's tokens are the seeds'.
tokens = os.path.join(repo, "Sources/RowDesign/Tokens")
named = {"White": "FFFFFF", "Black": "000000"}
seed004 = open(glob.glob(os.path.join(seeds, "004_*.txt"))[0], encoding="utf-8").read()
block = lambda start: next(b for b in re.findall(r'```swift\n(.*?)```', seed004, re.S) if re.search(start, b))

def values(comment):
    """The hex values a comment gives, up to two (light, dark): '#3C3C3C / #B3B3B3'."""
    comment = comment.split(" - ")[0]
    return [v.lstrip("#").upper() for v in re.findall(r'#[0-9A-Fa-f]{6}|\bWhite\b|\bBlack\b', comment) for v in [named.get(v, v)]][:2]

def color(hexes):
    if len(hexes) == 1: return f"Color(hex: 0x{hexes[0]})"
    return f"Color(light: Color(hex: 0x{hexes[0]}), dark: Color(hex: 0x{hexes[1]}))"

palette = open(os.path.join(tokens, "Palette.swift")).read()
category = open(os.path.join(tokens, "Category.swift")).read()
ours = {m.group(1): m.group(2) for m in re.finditer(r'public static let (\w+) = (.*)', palette)}
mismatches, from_seed, from_rowdesign = [], [], []
lines = ["import RowScene", "", "// The seeds' own tokens (seed 004, sections 3.2 and 3.3), written out from the values its text gives.", "extension Color {"]
for name, comment in re.findall(r'^\s*static let (\w+)\s*//(.*)$', block(r'extension Color \{'), re.M):
    hexes = values(comment)
    if not hexes:
        from_rowdesign.append(f"Color.{name}"); continue
    lines.append(f"    static let {name} = {color(hexes)}")
    from_seed.append(f"Color.{name}")
    if ours.get(name) != color(hexes): mismatches.append(f"Color.{name}: the seed says {color(hexes)}, RowDesign {ours.get(name)}")
    palette = re.sub(rf'\n(\s*///[^\n]*\n)*\s*public static let {name} = [^\n]*', "", palette)
lines += ["}", ""]
icons, colors = [], []
ours_icon = dict(re.findall(r'case (\.[\w, .]+): return "([^"]+)"', category))
ours_icon = {c.strip(): v for k, v in ours_icon.items() for c in k.split(",")}
ours_color = dict(re.findall(r'case (\.\w+): return (Color\(hex: 0x\w+\))', category))
for case, icon, comment in re.findall(r'^\s*case (\w+)\s*// icon: "([^"]+)"\s*color:(.*)$', block(r'enum TransactionCategory'), re.M):
    hexes = values(comment)
    value = color(hexes[:1]) if hexes else ours_color.get("." + case)
    (from_seed if hexes else from_rowdesign).append(f"TransactionCategory.{case}.color")
    icons.append(f'        case .{case}: return "{icon}"')
    colors.append(f"        case .{case}: return {value}")
    if ours_icon.get("." + case) != icon: mismatches.append(f"TransactionCategory.{case}.icon: the seed says {icon}, RowDesign {ours_icon.get('.' + case)}")
    if hexes and ours_color.get("." + case) != value: mismatches.append(f"TransactionCategory.{case}.color: the seed says {value}, RowDesign {ours_color.get('.' + case)}")
lines += ["extension TransactionCategory {", "    var icon: String {", "        switch self {", *icons, "        }", "    }",
          "    var color: Color {", "        switch self {", *colors, "        }", "    }", "}", ""]
open(os.path.join(out, "TokensFromSeeds.swift"), "w").write("\n".join(lines))
open(os.path.join(out, "TokensPalette.swift"), "w").write(palette)
open(os.path.join(out, "TokensShadows.swift"), "w").write(open(os.path.join(tokens, "Shadows.swift")).read())
typography = open(os.path.join(tokens, "Typography.swift")).read()
scales = re.findall(r'(?:/// [^\n]*\n)*public enum App(?:Spacing|Radius) \{.*?\n\}', typography, re.S)
open(os.path.join(out, "TokensScale.swift"), "w").write("import RowScene\n\n" + "\n\n".join(scales) + "\n")
print(f"tokens from the seeds' text: {len(from_seed)}; from RowDesign, where the seeds name a token without a value: "
      f"{', '.join(from_rowdesign)}, the Old Money palette, the shadows and the spacing scale")
if mismatches:
    sys.exit("RowDesign's tokens differ from the seeds':\n  " + "\n  ".join(mismatches))
