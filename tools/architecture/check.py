#!/usr/bin/env python3
"""Checks README's architecture against the code: every target of Package.swift is in the
module table, each table row and each arrow of the layer diagram lists exactly the package
modules the target depends on in Package.swift, and no source file imports a package module
its target does not depend on. Prints one line per problem; exits 1 if there are any.
    tools/architecture/check.py        (run by .ci/run; reads `swift package dump-package`)"""
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                     capture_output=True, text=True).stdout)
targets = {}
for t in manifest["targets"]:
    deps = []
    for d in t["dependencies"]:
        for kind in ("byName", "target"):
            if kind in d:
                deps.append(d[kind][0])
    path = t.get("path") or (f"Tests/{t['name']}" if t["type"] == "test" else
                             f"Plugins/{t['name']}" if t["type"] == "plugin" else f"Sources/{t['name']}")
    targets[t["name"]] = {"type": t["type"], "deps": set(deps), "path": path}

# The modules the architecture is about: Swift targets outside Tests/ (C shims and bridges are
# named beside the module that owns them).
c_targets = {n for n, t in targets.items() if t["type"] == "system" or
             any(f.endswith(".c") for f in os.listdir(os.path.join(root, t["path"])))}
modules = {n for n, t in targets.items() if t["type"] != "test" and n not in c_targets and not t["path"].startswith("Tests")}
problems = []

readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
section = readme.split("## Architecture", 1)[1].split("\n## ", 1)[0]

# The table: `Sources/X` (+ `Bridge`) | job | depends on.
covered = set()
for line in section.splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 3 or not line.startswith("| `"):
        continue
    names = re.findall(r"`(?:Sources/|Plugins/)?([A-Za-z_][\w-]*)`", cells[0]) + re.findall(r"target `(\w+)`", cells[0])
    named = [n for n in names if n in targets]
    covered.update(named)
    listed = cells[2]
    if listed in ("everything", ""):
        continue
    want = set() if listed in ("—", "-") else {x.strip() for x in listed.split(",")}
    for n in named:
        if n in c_targets:
            continue
        have = targets[n]["deps"] & modules
        if want != have:
            extra, missing = sorted(want - have), sorted(have - want)
            problems.append(f"README table, {n}: lists {', '.join(sorted(want)) or '—'}; Package.swift says {', '.join(sorted(have)) or '—'}"
                            + (f" (missing {', '.join(missing)})" if missing else "") + (f" (not a dependency: {', '.join(extra)})" if extra else ""))
for n in sorted((modules | c_targets) - covered):
    if not targets[n]["path"].startswith("Tests"):
        problems.append(f"README table: no row for the target {n}")

# The diagram: "X ──► A, B" arrows, and every module somewhere in it.
diagram = section.split("```", 2)[1] if "```" in section else ""
for m in re.finditer(r"([A-Za-z][\w-]*)(?: \(CLI\))? ──► ([A-Za-z][\w, ]*?)(?=\s{2,}|\s*$|\n)", diagram, re.M):
    source, listed = m.group(1), m.group(2).strip()
    if source not in modules or listed == "everything":
        continue
    want = {x.strip() for x in listed.split(",") if x.strip()}
    have = targets[source]["deps"] & modules
    if want != have:
        problems.append(f"README diagram, {source} ──► {', '.join(sorted(want))}; Package.swift says {', '.join(sorted(have))}")
for n in sorted(modules):
    if not re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", diagram):
        problems.append(f"README diagram: {n} is not in it")

# Imports: a source file imports only package modules its target depends on.
for n, t in sorted(targets.items()):
    if t["type"] == "test" or n in c_targets:
        continue
    folder = os.path.join(root, t["path"])
    for dirpath, _, files in os.walk(folder):
        for f in files:
            if not f.endswith(".swift"):
                continue
            text = open(os.path.join(dirpath, f), encoding="utf-8").read()
            # Imports start their line (an indented "import" is in a string, such as generated code).
            for imported in re.findall(r"^(?:@\w+(?:\(\w+\))?\s+)*import\s+(?:(?:struct|enum|class|protocol|func|typealias|var|let)\s+)?(\w+)", text, re.M):
                if imported in targets and imported != n and imported not in t["deps"]:
                    problems.append(f"{os.path.relpath(os.path.join(dirpath, f), root)}: imports {imported}, which {n} does not depend on")

for p in problems:
    print(p)
print(f"architecture: {len(modules)} modules, {len(c_targets)} C targets; {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
