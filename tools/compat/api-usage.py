#!/usr/bin/env python3
"""Counts which names the real-rows corpus uses and which of them RowFrame lacks.

  tools/compat/api-usage.py CORPUS_DIR [--half dev|val|all] [--top N] [--json OUT]

CORPUS_DIR is what tools/compat/fetch-corpus.sh wrote (CORPUS_DIR/<half>/<id>/<file>). The
names RowFrame offers are read from symbol graphs of the built modules (`swift build` first):
RowScene (with the modules whose types it names) and the framework modules rows import (UIKit,
and any of SwiftUI, Combine, Charts, MapKit that exist), plus Swift's, Foundation's,
Observation's and Dispatch's own. A name the corpus uses counts once per
repository; a name some corpus file declares itself (its models, its helpers) is the app's and
is left out. What remains — used in at least two repositories and declared nowhere RowFrame
can see — is printed by kind: types and functions (`Gauge`, `LazyVGrid`), members and
modifiers (`.edgesIgnoringSafeArea`), property wrappers (`@FetchRequest`).

The match is by name only (an overload with other labels counts as present), so the list is
where to look, not proof: each line is a name and the repositories that use it.
"""
import collections, glob, json, os, re, subprocess, sys, tempfile

args = sys.argv[1:]
if not args or args[0].startswith("-"):
    sys.exit(__doc__)
corpus = args[0]
half = args[args.index("--half") + 1] if "--half" in args else "dev"
top = int(args[args.index("--top") + 1]) if "--top" in args else 60
json_out = args[args.index("--json") + 1] if "--json" in args else None
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
manifest = [dict(zip(*[l.rstrip("\n").split("\t") for l in [lines[0], line]]))
            for lines in [open(os.path.join(root, "tools/compat/manifest.tsv")).readlines()] for line in lines[1:]]
repo_of = {m["id"]: m["repo"] for m in manifest}

# --- What RowFrame offers: symbol names from symbol graphs of the built modules. ---
build = os.path.join(root, ".build")
triple = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True).stdout
triple = json.loads(triple)["target"]["triple"] if triple else "x86_64-unknown-linux-gnu"
modules_dir = os.path.join(build, "debug", "Modules")
if not os.path.isdir(modules_dir):
    sys.exit(f"{modules_dir} not found: run `swift build` first")
maps = glob.glob(os.path.join(build, triple, "debug", "*.build", "module.modulemap")) + glob.glob(os.path.join(root, "Sources", "C*", "module.modulemap"))
flags = [f for m in maps for f in ("-Xcc", f"-fmodule-map-file={m}")]
flags += [f for d in glob.glob(os.path.join(root, "Sources", "*", "include")) for f in ("-Xcc", f"-I{d}")]
flags += ["-Xcc", "-I/usr/include/freetype2", "-Xcc", "-I/usr/include/harfbuzz"]
# RowScene and what it re-exports or names through typealiases (RowText's fonts, RowMotion's
# animations, RowRaster's geometry), and the framework modules.
ours = [m for m in ["RowScene", "RowText", "RowMotion", "RowRaster", "UIKit", "SwiftUI", "Combine", "Charts", "MapKit", "CoreData"]
        if os.path.exists(os.path.join(modules_dir, m + ".swiftmodule"))]
known = set()
with tempfile.TemporaryDirectory() as graphs:
    system = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Observation", "Dispatch"]
    for module in ours + system:
        r = subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-I", modules_dir,
                            "-output-dir", graphs, "-minimum-access-level", "public"] + flags, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"symbol graph of {module} failed:\n{r.stderr[-2000:]}")
    for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
        for s in json.load(open(path))["symbols"]:
            # The last path component, without its argument labels: `padding(_:_:)` → padding.
            known.add(re.split(r"[(<]", s["pathComponents"][-1])[0])

# --- What the corpus uses. ---
files = sorted(glob.glob(os.path.join(corpus, half if half != "all" else "*", "*", "*.swift")))
if not files:
    sys.exit(f"no Swift files under {corpus}/{half}: run tools/compat/fetch-corpus.sh first")
strip = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"', re.S)
declared_pattern = re.compile(r'\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case|extension)\s+([A-Za-z_]\w*)')
uses = {"type": collections.defaultdict(set), "member": collections.defaultdict(set), "wrapper": collections.defaultdict(set)}
declared = set()
for f in files:
    repo = repo_of.get(os.path.basename(os.path.dirname(f)), f)
    text = strip.sub(" ", open(f, encoding="utf-8", errors="replace").read())
    declared.update(declared_pattern.findall(text))
    declared.update(re.findall(r'\b(?:case|let|var)\s+\w+\s*,\s*(\w+)', text))
    for w in re.findall(r'@([A-Z]\w*)', text): uses["wrapper"][w].add(repo)
    for t in re.findall(r'(?<![.\w@])([A-Z]\w*)', text): uses["type"][t].add(repo)
    for m in re.findall(r'(?<=[\w)\]}\s])\.\s*([a-z]\w*)', text): uses["member"][m].add(repo)
    for m in re.findall(r'(?<![\w)\]}])\.([a-z]\w*)', text): uses["member"][m].add(repo)

report = {}
for kind, names in uses.items():
    missing = sorted(((n, sorted(r)) for n, r in names.items() if len(r) >= 2 and n not in known and n not in declared),
                     key=lambda x: (-len(x[1]), x[0]))
    report[kind] = missing
repos = sorted({repo_of.get(os.path.basename(os.path.dirname(f)), f) for f in files})
print(f"corpus: {len(files)} files from {len(repos)} repositories ({half}); RowFrame's modules read: {', '.join(ours)}")
titles = {"type": "types and functions", "member": "members and modifiers", "wrapper": "property wrappers and attributes"}
for kind in ["type", "member", "wrapper"]:
    print(f"\n{titles[kind]} used in ≥ 2 repositories that RowFrame lacks: {len(report[kind])}")
    for n, r in report[kind][:top]:
        print(f"  {len(r):3d}  {'.' if kind == 'member' else '@' if kind == 'wrapper' else ''}{n}   ({', '.join(r[:4])}{', …' if len(r) > 4 else ''})")
if json_out:
    json.dump({"half": half, "files": len(files), "repositories": len(repos), "missing": report}, open(json_out, "w"), indent=1)
