#!/usr/bin/env bash
# A review report of N images (default 2000): time and peak memory to write it, its size
# against its images, and how it opens and scrolls in headless Chromium.
#   tools/report/scale.sh [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
n=${1:-2000}
swift build -c release --product rowframe >/dev/null
bin=$PWD/.build/release/rowframe
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# N row images from the goldens, every tenth changed (the pressed state instead).
mkdir -p "$tmp/g" "$tmp/a"
D=Snapshots/RowDesign
for ((i = 0; i < n / 2; i++)); do
  for s in light dark; do
    dir="group$((i / 100))"; mkdir -p "$tmp/g/$dir" "$tmp/a/$dir"
    cp "$D/list-row.$s@3x.png" "$tmp/g/$dir/row$i.$s@3x.png"
    if (( i % 10 == 0 )); then cp "$D/list-row-pressed.$s@3x.png" "$tmp/a/$dir/row$i.$s@3x.png"; else cp "$D/list-row.$s@3x.png" "$tmp/a/$dir/row$i.$s@3x.png"; fi
  done
done
set +e
/usr/bin/time -f "%e s, peak memory %M KB" -o "$tmp/time" "$bin" report "$tmp/g" "$tmp/a" --out "$tmp/report" --quiet
set -e
echo "report of $n images written in $(cat "$tmp/time")"
images=$(du -sb "$tmp/report/images" | cut -f1); total=$(du -sb "$tmp/report" | cut -f1)
echo "report folder $total bytes, its images $images bytes: $(python3 -c "print(f'{$total / $images:.3f}')")x"
browser=$(command -v chromium || true)
[ -n "$browser" ] || { echo "chromium not installed: skipped the browser check"; exit 0; }
if [ ! -x .venv-report/bin/python ]; then python3 -m venv .venv-report; fi
.venv-report/bin/python -c 'import playwright' 2>/dev/null || .venv-report/bin/pip install -q playwright
.venv-report/bin/python - "$tmp/report/index.html" "$browser" <<'PY'
import sys, time
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    b = p.chromium.launch(executable_path=sys.argv[2], args=["--no-sandbox"])
    page = b.new_page(viewport={"width": 1400, "height": 1000})
    t0 = time.time()
    page.goto("file://" + sys.argv[1]); page.wait_for_load_state("load")
    print(f"page loaded and laid out in {time.time() - t0:.2f} s; {page.locator('article.card').count()} cards, "
          f"{page.locator('img').count()} images in the DOM")
    # Scroll like a wheel (120 px a frame) through the first 20 000 px, then jump page by page
    # to the bottom; report frame times.
    for label, step, limit in (("wheel scrolling, 120 px a frame", 120, 20000), ("paging, a viewport a frame", 1000, 10**9)):
        page.evaluate("window.scrollTo(0, 0)")
        r = page.evaluate("""async ([step, limit]) => {
            const times = []; let last = performance.now();
            while (window.scrollY + innerHeight < document.body.scrollHeight - 2 && window.scrollY < limit) {
                window.scrollBy(0, step); await new Promise(r => requestAnimationFrame(r));
                const now = performance.now(); times.push(now - last); last = now;
            }
            times.sort((a, b) => a - b);
            return [times.length, times[Math.floor(times.length / 2)], times[Math.floor(times.length * 0.95)]];
        }""", [step, limit])
        print(f"{label}: {r[0]} frames, median {r[1]:.1f} ms, 95th percentile {r[2]:.1f} ms")
    mem = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : 0")
    print(f"JS heap {mem / 1e6:.1f} MB")
    b.close()
PY
