#!/usr/bin/env bash
# Runs pixelmatch 7.2's own test suite against `rowframe diff`: every case of its test/test.js
# (fixture pair, options, expected count) must give the same count, and the diff image must
# equal pixelmatch's expected diff PNG pixel for pixel. Nothing of pixelmatch is in this repo:
# pass a checkout of it (git tag v7.2.0), e.g. one brought by the search tool's fetch.
#   tools/diff/pixelmatch-suite.sh /path/to/pixelmatch
set -euo pipefail
pm=${1:?usage: tools/diff/pixelmatch-suite.sh PIXELMATCH_CHECKOUT}
fixtures="$pm/test/fixtures"
[ -f "$pm/test/test.js" ] && [ -d "$fixtures" ] || { echo "$pm: not a pixelmatch checkout (no test/test.js, test/fixtures)"; exit 2; }
grep -q '"version": "7.2' "$pm/package.json" || echo "warning: $pm/package.json is not version 7.2.x"
cd "$(dirname "$0")/../.."
if [ ! -x .venv-peers/bin/python ]; then python3 -m venv .venv-peers; fi
.venv-peers/bin/python -c 'import PIL' 2>/dev/null || .venv-peers/bin/pip install -q pillow
swift build -c release --product rowframe >/dev/null
bin=$PWD/.build/release/rowframe
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The cases of pixelmatch 7.2's test/test.js: a, b, expected diff image, options, count.
cases=(
  "1a 1b 1diff --threshold=0.05 143"
  "1a 1b 1diffdefaultthreshold --threshold=0.1 106"
  "1a 1b 1diffmask --threshold=0.05,--diff-mask 143"
  "1a 1a 1emptydiffmask --threshold=0,--diff-mask 0"
  "2a 2b 2diff --threshold=0.05,--alpha=0.5,--aa-color=0,192,0,--diff-color=255,0,255 12437"
  "3a 3b 3diff --threshold=0.05 212"
  "4a 4b 4diff --threshold=0.05 36049"
  "5a 5b 5diff --threshold=0.05 6"
  "6a 6b 6diff --threshold=0.05 51"
  "6a 6a 6empty --threshold=0 0"
  "7a 7b 7diff --diff-color-alt=0,255,0 2448"
  "8a 5b 8diff --threshold=0.05 32896"
)
pass=0; fail=0
for c in "${cases[@]}"; do
  read -r a b expected opts count <<<"$c"
  # Options are comma-joined in the table; colors contain commas, so split on ",--".
  IFS=$'\n' read -r -d '' -a args < <(printf '%s' "$opts" | sed 's/,--/\n--/g'; printf '\0') || true
  out="$tmp/$expected.png"
  json=$("$bin" diff "$fixtures/$a.png" "$fixtures/$b.png" --json --out "$out" "${args[@]}" || true)
  got=$(printf '%s' "$json" | .venv-peers/bin/python -c 'import json,sys; print(json.load(sys.stdin)["entries"][0]["differentPixels"])')
  image=$(.venv-peers/bin/python - "$out" "$fixtures/$expected.png" <<'PY'
import sys
from PIL import Image
ours, theirs = (Image.open(p).convert("RGBA") for p in sys.argv[1:3])
if ours.size != theirs.size: print("size differs"); sys.exit()
a, b = ours.tobytes(), theirs.tobytes()
n = sum(1 for i in range(0, len(a), 4) if a[i:i+4] != b[i:i+4])
print("same" if n == 0 else f"{n} pixels differ")
PY
)
  if [ "$got" = "$count" ] && [ "$image" = same ]; then pass=$((pass + 1)); status=ok; else fail=$((fail + 1)); status=FAIL; fi
  printf '%-4s %s vs %s %-55s count %s (pixelmatch %s), diff image: %s\n' "$status" "$a" "$b" "$opts" "$got" "$count" "$image"
done
echo "$pass of ${#cases[@]} cases agree with pixelmatch 7.2's test suite"
[ "$fail" -eq 0 ]
