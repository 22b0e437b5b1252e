#!/usr/bin/env bash
# Builds a review report from goldens and deliberately changed renders, opens it in headless
# Chromium through Playwright (Debian's chromium as the browser), clicks every mode, the frame
# scrubber, the filter and the keys, asserts what is visible, and saves screenshots.
#   tools/report/check.sh [SCREENSHOT_DIR]      (default /tmp/rowframe-report-check)
set -euo pipefail
cd "$(dirname "$0")/../.."
shots=${1:-/tmp/rowframe-report-check}
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "chromium not installed (apt-get install chromium)"; exit 2; }
command -v convert >/dev/null || { echo "ImageMagick not installed (apt-get install imagemagick)"; exit 2; }
if [ ! -x .venv-report/bin/python ]; then python3 -m venv .venv-report; fi
.venv-report/bin/python -c 'import playwright' 2>/dev/null || .venv-report/bin/pip install -q playwright
swift build --product rowframe >/dev/null
bin=$PWD/.build/debug/rowframe
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
g=$tmp/golden; a=$tmp/actual
mkdir -p "$g/components" "$a/components" "$g/motion" "$a/motion"
D=Snapshots/RowDesign
for f in list-row section-header people; do
  for s in light dark; do cp "$D/$f.$s@3x.png" "$g/components/$f.$s@3x.png"; cp "$D/$f.$s@3x.png" "$a/components/$f.$s@3x.png"; done
done
# Changed: the list row (light and dark) now shows the pressed state.
for s in light dark; do cp "$D/list-row-pressed.$s@3x.png" "$a/components/list-row.$s@3x.png"; done
# Added (no golden) and removed (golden only).
for s in light dark; do cp "$D/groups.$s@3x.png" "$a/components/groups.$s@3x.png"; cp "$D/analytics.$s@3x.png" "$g/components/analytics.$s@3x.png"; done
# A sequence in light and dark: the actual press runs a frame late; frame 0 is unchanged.
frames=(t100ms t150ms t200ms t400ms); ms=(0 50 100 300)
for i in 0 1 2 3; do
  for s in light dark; do
    cp "Snapshots/RowMotion/press.light@3x.${frames[$i]}.png" "$g/motion/press.$s@3x.t${ms[$i]}ms.png"
    j=$(( i == 0 ? 0 : i - 1 )); cp "Snapshots/RowMotion/press.light@3x.${frames[$j]}.png" "$a/motion/press.$s@3x.t${ms[$i]}ms.png"
  done
done
# A small change: 98 pixels of one row (a 14 × 7 block) on the person row.
mkdir -p "$g/small" "$a/small"
cp "$D/people.light@3x.png" "$g/small/people.light@3x.png"
convert "$D/people.light@3x.png" -fill '#FF3B30' -draw 'rectangle 900,300 913,306' "$a/small/people.light@3x.png"
# A sequence whose second frame changed within the threshold (one level), third beyond it.
for t in 0 100 200; do cp "Snapshots/RowMotion/shimmer.light@3x.t375ms.png" "$g/motion/shimmer.light@3x.t${t}ms.png"; done
cp "$g/motion/shimmer.light@3x.t0ms.png" "$a/motion/shimmer.light@3x.t0ms.png"
convert "$g/motion/shimmer.light@3x.t100ms.png" -region 60x60+200+100 -evaluate subtract 0.4% "$a/motion/shimmer.light@3x.t100ms.png"
convert "$g/motion/shimmer.light@3x.t200ms.png" -fill '#000000' -draw 'rectangle 200,100 260,160' "$a/motion/shimmer.light@3x.t200ms.png"
# A golden moved to a subfolder: the same bytes under a new path, light and dark.
mkdir -p "$a/components/icons"
for s in light dark; do cp "$D/icon-circle.$s@3x.png" "$g/components/icon-circle.$s@3x.png"; cp "$D/icon-circle.$s@3x.png" "$a/components/icons/icon-circle.$s@3x.png"; done
set +e
$bin report "$g" "$a" --out "$tmp/report" --title "Report check"
code=$?
set -e
[ "$code" = 1 ] || { echo "FAIL: report should exit 1 when images changed (got $code)"; exit 1; }
mkdir -p "$shots"
.venv-report/bin/python tools/report/check.py "$tmp/report/index.html" "$browser" "$shots"
