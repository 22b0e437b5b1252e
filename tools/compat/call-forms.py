#!/usr/bin/env python3
"""Finds the modifier calls real SwiftUI code makes that do not type-check against RowFrame.

  tools/compat/call-forms.py CORPUS_DIR [--half apps] [--min-repos 2] [--top N] [--json OUT]

api-usage.py matches names only: `.keyboardType(.decimalPad)` passes there when RowFrame has
some `keyboardType`, whatever it takes. This script checks the calls themselves. It collects
every modifier call in the corpus whose arguments are self-contained — literals, `true`/`false`/
`nil`, leading-dot members (`.never`, `.system(size: 14, weight: .bold)`), `Color.red`-style
members of SwiftUI types, labels and nested calls of those — and type-checks each one, once per
distinct text, on five receivers (`Text`, `Image`, `Rectangle`, `Color`, a Charts `LineMark`) in one probe file each
against the built modules (as typecheck.sh does; calls followed by a trailing closure are
left out, as they cannot be restated without it). A call fails when it type-checks on none of
them. Failures are grouped by modifier and counted by repositories, most used first.

CORPUS_DIR is laid out as fetch-corpus.sh or app-corpus.sh write it (CORPUS_DIR/<half>/<id>/…).
The match is textual: a call whose receiver must be of a type outside the four (a `TextField`'s
`.keyboardType` on a `Text` is fine: SwiftUI declares it on View) can be reported falsely, so the
list is where to look, each line with an example and the compiler's first words.
"""
import collections, glob, json, os, re, subprocess, sys, tempfile

args = sys.argv[1:]
if not args or args[0].startswith("-"):
    sys.exit(__doc__)
corpus = args[0]
opt = lambda name, default: args[args.index(name) + 1] if name in args else default
half, min_repos, top, json_out = opt("--half", "apps"), int(opt("--min-repos", 2)), int(opt("--top", 80)), opt("--json", None)
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

files = sorted(glob.glob(os.path.join(corpus, half, "*", "*")))
if not files:
    sys.exit(f"no files under {corpus}/{half}")
strip = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:.|\n)*?"""', re.S)
# Words an argument may hold besides leading-dot members: literals and SwiftUI's own types.
allowed_words = {"true", "false", "nil", "Color", "Font", "Angle", "UnitPoint", "Edge", "Alignment", "Text", "Image",
                 "CGSize", "CGPoint", "EdgeInsets", "Animation", "AnyTransition", "RoundedRectangle", "Circle", "Capsule",
                 "Rectangle", "LinearGradient", "Gradient", "UIColor", "UIFont", "Double", "CGFloat", "Int", "Visibility"}
call_start = re.compile(r'(?<=[\w)\]}\s])\.([a-z]\w*)\(')


def arguments(text, open_at):
    """The text between the parenthesis at open_at and its match (None when unbalanced or long)."""
    depth, i = 0, open_at
    in_string = False
    while i < len(text) and i - open_at < 240:
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return text[open_at + 1:i]
        elif c in "{}\n":
            return None
        i += 1
    return None


def self_contained(argument):
    without_strings = re.sub(r'"(?:\\.|[^"\\])*"', '""', argument)
    if "\\(" in argument or "$" in argument:
        return False
    # Every bare word is a label (followed by ':'), a number, or an allowed word; members come
    # after a dot.
    for m in re.finditer(r'(?<![.\w])([A-Za-z_]\w*)', without_strings):
        word, after = m.group(1), without_strings[m.end():].lstrip()
        if after.startswith(":") or word in allowed_words:
            continue
        return False
    return True


calls = collections.defaultdict(set)   # call text -> repositories
inits = collections.defaultdict(set)   # `Type(arguments)` text -> repositories
init_start = re.compile(r'(?<![.\w])([A-Z]\w*)\(')
for f in files:
    repo = os.path.basename(os.path.dirname(f))
    text = strip.sub(" ", open(f, encoding="utf-8", errors="replace").read())
    for m in call_start.finditer(text):
        arg = arguments(text, m.end() - 1)
        if arg is None or not arg.strip() or not self_contained(arg):
            continue
        # A call that goes on with a trailing closure cannot be restated without it: skipped.
        if text[m.end() + len(arg) + 1:].lstrip(" \t").startswith("{"):
            continue
        calls[f".{m.group(1)}({' '.join(arg.split())})"].add(repo)
    for m in init_start.finditer(text):
        arg = arguments(text, m.end() - 1)
        if arg is None or not self_contained(arg) or text[m.end() + len(arg) + 1:].lstrip(" \t").startswith("{"):
            continue
        inits[f"{m.group(1)}({' '.join(arg.split())})"].add(repo)

forms = sorted(c for c, r in calls.items() if len(r) >= min_repos)
receivers = ["Text(\"\")", "Image(systemName: \"star\")", "Rectangle()", "Color.red", "LineMark(x: .value(\"x\", 1), y: .value(\"y\", 2))"]
modules = os.environ.get("ROWFRAME_MODULES", os.path.join(root, ".build", "debug", "Modules"))
flags_script = os.path.join(root, "tools", "compat", "swift-flags.sh")
flags = subprocess.run(["bash", "-c", f'repo="{root}"; source "{flags_script}"; printf "%s\\n" "${{flags[@]}}"'],
                       capture_output=True, text=True, cwd=root).stdout.split("\n")
flags = [f for f in flags if f]
failing = None   # indices failing on every receiver so far
first_error = {}
with tempfile.TemporaryDirectory() as tmp:
    for receiver in receivers:
        probe = os.path.join(tmp, "probe.swift")
        # One function per call, so that one error never hides another's.
        lines = ["import SwiftUI", "import Charts"]
        first_line = len(lines) + 1
        lines += [f"@MainActor func probe{i}() {{ _ = {receiver}{form} }}" for i, form in enumerate(forms)]
        open(probe, "w").write("\n".join(lines) + "\n")
        r = subprocess.run(["swiftc", "-typecheck", "-swift-version", "5", "-I", modules] + flags + [probe],
                           capture_output=True, text=True)
        if r.returncode != 0 and "error:" not in r.stderr:
            sys.exit(f"swiftc failed on the probe:\n{r.stderr[-2000:]}")
        bad = {}
        for m in re.finditer(r'probe\.swift:(\d+):\d+: error: ([^\n]*)', r.stderr):
            index = int(m.group(1)) - first_line
            if 0 <= index < len(forms):
                bad.setdefault(index, m.group(2))
        failing = set(bad) if failing is None else failing & set(bad)
        for i, message in bad.items():
            first_error.setdefault(i, message)

by_modifier = collections.defaultdict(list)
for i in sorted(failing or []):
    form = forms[i]
    by_modifier[form[1:form.index("(")]].append((form, calls[form], first_error[i]))
ranked = sorted(by_modifier.items(), key=lambda kv: -len(set().union(*(c[1] for c in kv[1]))))
# A modifier no receiver has at all (api-usage.py's business, and where calls on Strings, Dates
# and the like land) apart from one RowFrame has that does not take these arguments.
absent = lambda name, entries: all(f"has no member '{name}'" in e[2] for e in entries)
print(f"{len(calls)} distinct self-contained modifier calls in {len(files)} files; {len(forms)} used in ≥ {min_repos} repositories; "
      f"{len(failing or [])} of those type-check on none of {len(receivers)} receivers")
for title, keep in [("RowFrame has the name but not these arguments", lambda n, e: not absent(n, e)),
                    ("no receiver has the name (many are calls on other types: strings, dates, UIKit objects)", absent)]:
    shown = [(n, e) for n, e in ranked if keep(n, e)]
    print(f"\n{title}: {len(shown)}")
    for name, entries in shown[:top]:
        repos = set().union(*(e[1] for e in entries))
        example = max(entries, key=lambda e: len(e[1]))
        print(f"  {len(repos):3d}  .{name}: {len(entries)} form(s), e.g. {example[0]}  — {example[2][:90]}")
# Initializers of types RowFrame has, called with arguments it does not take. (A type it lacks
# altogether is api-usage.py's business — and most are the apps' own.)
init_forms = sorted(c for c, r in inits.items() if len(r) >= min_repos)
with tempfile.TemporaryDirectory() as tmp:
    probe = os.path.join(tmp, "probe.swift")
    lines = ["import SwiftUI", "import Charts"] + [f"@MainActor func probe{i}() {{ _ = {form} }}" for i, form in enumerate(init_forms)]
    open(probe, "w").write("\n".join(lines) + "\n")
    r = subprocess.run(["swiftc", "-typecheck", "-swift-version", "5", "-I", modules] + flags + [probe], capture_output=True, text=True)
    init_errors = {}
    for m in re.finditer(r'probe\.swift:(\d+):\d+: error: ([^\n]*)', r.stderr):
        init_errors.setdefault(int(m.group(1)) - 3, m.group(2))
wrong = [(init_forms[i], inits[init_forms[i]], e) for i, e in sorted(init_errors.items())
         if 0 <= i < len(init_forms) and "cannot find" not in e and "in scope" not in e]
by_type = collections.defaultdict(list)
for form, repos, error in wrong:
    by_type[form[:form.index("(")]].append((form, repos, error))
ranked_types = sorted(by_type.items(), key=lambda kv: -len(set().union(*(e[1] for e in kv[1]))))
print(f"\ninitializers of known types with arguments RowFrame does not take: {len(wrong)} of {len(init_forms)} forms used in ≥ {min_repos} repositories")
for name, entries in ranked_types[:top]:
    repos = set().union(*(e[1] for e in entries))
    example = max(entries, key=lambda e: len(e[1]))
    print(f"  {len(repos):3d}  {name}: {len(entries)} form(s), e.g. {example[0]}  — {example[2][:90]}")
if json_out:
    json.dump({name: [{"call": e[0], "repositories": sorted(e[1]), "error": e[2]} for e in entries] for name, entries in ranked},
              open(json_out, "w"), indent=1)
