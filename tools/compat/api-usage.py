#!/usr/bin/env python3
"""Counts which names the real-rows corpus uses and which of them RowFrame lacks.

  tools/compat/api-usage.py CORPUS_DIR [--half dev|val|all] [--top N] [--json OUT]

CORPUS_DIR is what tools/compat/fetch-corpus.sh wrote (CORPUS_DIR/<half>/<id>/<file>). The
names RowFrame offers are read from symbol graphs of the built modules (`swift build` first):
RowScene (with the modules whose types it names) and the framework modules rows import (SwiftUI,
UIKit, Combine, Charts, MapKit, CoreData, CoreLocation, EventKit, HealthKit, WebKit, MediaPlayer, WidgetKit, Accelerate, AVFoundation),
plus Swift's, Foundation's (FoundationNetworking too), Observation's and Dispatch's own. A name the
corpus uses counts once per repository; a name some corpus file declares itself (its models, its
helpers) is the app's and is left out. What remains — used in at least two repositories and
declared nowhere RowFrame can see — is printed by kind: types and functions (`Gauge`,
`LazyVGrid`), members and modifiers (`.edgesIgnoringSafeArea`), property wrappers
(`@FetchRequest`). AppKit's classes, and names used only in files that import a package the
app depends on (Kingfisher, Defaults) or AppKit, are counted apart: they are the dependency's.

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
# Package.swift's `frameworks` list (the modules rows import beside SwiftUI), and SwiftUI.
frameworks = ["SwiftUI"] + re.findall(r'"(\w+)"', re.search(r"^let frameworks = \[(.*)\]$", open(os.path.join(root, "Package.swift")).read(), re.M).group(1))
ours = [m for m in ["RowScene", "RowText", "RowMotion", "RowRaster"] + frameworks
        if os.path.exists(os.path.join(modules_dir, m + ".swiftmodule"))]
# Module names are names too (`SwiftUI.View`, `import os.log`), and `Self` is the language's.
known = set(ours) | {"os", "Swift", "Foundation", "Observation", "Dispatch", "Self"}
with tempfile.TemporaryDirectory() as graphs:
    system = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Observation", "Dispatch"]
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
# A use in a file that imports a module neither Apple's iOS SDK nor RowFrame offers — a package
# the app depends on (Kingfisher, Defaults), or AppKit in a macOS row — may be that module's: such
# names are listed apart, as what a team stubs or brings with the dependency.
apple = set(ours) | {"os", "Swift", "Foundation", "Observation", "Dispatch", "SwiftData", "Contacts", "StoreKit",
                     "PhotosUI", "AVKit", "AVFoundation", "CoreImage", "CoreGraphics", "UniformTypeIdentifiers",
                     "OSLog", "Security", "LocalAuthentication", "UserNotifications", "CoreTransferable", "Accessibility"}
uses = {"type": collections.defaultdict(set), "member": collections.defaultdict(set), "wrapper": collections.defaultdict(set)}
own_only = {kind: collections.defaultdict(lambda: True) for kind in uses}   # every use is in a file with a foreign import
declared = set()
for f in files:
    repo = repo_of.get(os.path.basename(os.path.dirname(f)), os.path.basename(os.path.dirname(f)))
    source = open(f, encoding="utf-8", errors="replace").read()
    foreign = {m for m in re.findall(r'^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias)\s+)?(\w+)', source, re.M)
               if m not in apple}
    # Compilation conditions (`#if DEBUG`) are not names of the SDK.
    text = re.sub(r'^\s*#(?:if|elseif)\b[^\n]*', " ", strip.sub(" ", source), flags=re.M)
    declared.update(declared_pattern.findall(text))
    declared.update(re.findall(r'\b(?:case|let|var)\s+\w+\s*,\s*(\w+)', text))
    found = {"wrapper": re.findall(r'@([A-Z]\w*)', text), "type": re.findall(r'(?<![.\w@])([A-Z]\w*)', text),
             "member": re.findall(r'(?<=[\w)\]}\s])\.\s*([a-z]\w*)', text) + re.findall(r'(?<![\w)\]}])\.([a-z]\w*)', text)}
    for kind, names in found.items():
        for n in names:
            uses[kind][n].add(repo)
            own_only[kind][n] = own_only[kind][n] and bool(foreign)

report, dependencies = {}, {}
for kind, names in uses.items():
    missing = sorted(((n, sorted(r)) for n, r in names.items() if len(r) >= 2 and n not in known and n not in declared),
                     key=lambda x: (-len(x[1]), x[0]))
    # AppKit's classes (NSAlert, NSWorkspace) in macOS rows: RowFrame renders iOS.
    macos = {m[0] for m in missing if kind == "type" and re.match(r'NS[A-Z]', m[0])}
    report[kind] = [m for m in missing if not own_only[kind][m[0]] and m[0] not in macos]
    dependencies[kind] = [m for m in missing if own_only[kind][m[0]] or m[0] in macos]
repos = sorted({repo_of.get(os.path.basename(os.path.dirname(f)), os.path.basename(os.path.dirname(f))) for f in files})
print(f"corpus: {len(files)} files from {len(repos)} repositories ({half}); RowFrame's modules read: {', '.join(ours)}")
titles = {"type": "types and functions", "member": "members and modifiers", "wrapper": "property wrappers and attributes"}
for kind in ["type", "member", "wrapper"]:
    print(f"\n{titles[kind]} used in ≥ 2 repositories that RowFrame lacks: {len(report[kind])}")
    for n, r in report[kind][:top]:
        print(f"  {len(r):3d}  {'.' if kind == 'member' else '@' if kind == 'wrapper' else ''}{n}   ({', '.join(r[:4])}{', …' if len(r) > 4 else ''})")
print(f"\nAppKit's classes, and names used only in files that also import a package or AppKit: "
      f"{sum(len(v) for v in dependencies.values())} names, e.g. "
      f"{', '.join(n for v in dependencies.values() for n, _ in v[:6])}")
if json_out:
    json.dump({"half": half, "files": len(files), "repositories": len(repos), "missing": report, "dependencies": dependencies}, open(json_out, "w"), indent=1)
