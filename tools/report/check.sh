#!/usr/bin/env bash
# Builds a review report from goldens and deliberately changed renders, opens it in headless
# Chromium, and checks the DOM and a screenshot. Skips (exit 0) where chromium is absent.
#   tools/report/check.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then echo "chromium not installed (apt-get install chromium): skipped"; exit 0; fi
swift build --product rowframe >/dev/null
bin=.build/debug/rowframe
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/golden" "$tmp/actual"
for f in list-row.light@3x list-row.dark@3x section-header.light@3x; do cp "Snapshots/RowDesign/$f.png" "$tmp/golden/"; cp "Snapshots/RowDesign/$f.png" "$tmp/actual/"; done
# Changed: the list row (light and dark) now shows the pressed state.
cp Snapshots/RowDesign/list-row-pressed.light@3x.png "$tmp/actual/list-row.light@3x.png"
cp Snapshots/RowDesign/list-row-pressed.dark@3x.png "$tmp/actual/list-row.dark@3x.png"
# A sequence: shimmer frames, the actual one a frame later.
for pct in 0 25 50 75; do
  ms=$((pct * 15)); cp "Snapshots/RowMotion/shimmer.${pct}pct.png" "$tmp/golden/shimmer.light@3x.t${ms}ms.png"
done
cp Snapshots/RowMotion/shimmer.0pct.png "$tmp/actual/shimmer.light@3x.t0ms.png"
cp Snapshots/RowMotion/shimmer.50pct.png "$tmp/actual/shimmer.light@3x.t375ms.png"
cp Snapshots/RowMotion/shimmer.75pct.png "$tmp/actual/shimmer.light@3x.t750ms.png"
cp Snapshots/RowMotion/shimmer.0pct.png "$tmp/actual/shimmer.light@3x.t1125ms.png"
$bin report "$tmp/golden" "$tmp/actual" --out "$tmp/report.html"
flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,2400)
"$browser" "${flags[@]}" --dump-dom "file://$tmp/report.html" 2>/dev/null > "$tmp/dom.html"
"$browser" "${flags[@]}" --screenshot="$tmp/shot.png" "file://$tmp/report.html" >/dev/null 2>&1
fail=0
check() { if grep -q "$1" "$tmp/dom.html"; then echo "ok: $2"; else echo "FAIL: $2"; fail=1; fi; }
check 'id="summary">5 changed · 2 unchanged' "summary counts changed (2 rows, 3 frames) and unchanged snapshots"
check 'data-name="list-row@3x"' "the list row is one section"
check 'data-appearance="light"' "light appearance present"
check 'data-appearance="dark"' "dark appearance side by side"
check 'class="scrubber"' "the shimmer sequence has a frame scrubber"
for m in 2-up slide blend toggle diff; do check "data-mode=\"$m\"" "$m view"; done
check 'alt="diff"' "diff images inlined"
if [ -s "$tmp/shot.png" ]; then
  colors=$(python3 - "$tmp/shot.png" <<'PY'
import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
print(len(set(data[i:i+3] for i in range(100, min(len(data), 400000), 7))))
PY
)
  if [ "$colors" -gt 500 ]; then echo "ok: screenshot rendered ($colors distinct byte triples)"; else echo "FAIL: screenshot looks blank"; fail=1; fi
  cp "$tmp/shot.png" "${REPORT_SCREENSHOT:-/tmp/rowframe-report-screenshot.png}"
else
  echo "FAIL: no screenshot"; fail=1
fi
exit $fail
