#!/usr/bin/env bash
# Renders every example display list 10 times with the debug and the release build and checks
# that all PNGs are byte-identical to each other and pixel-identical to Snapshots/RowRaster/.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
swift build -c release >/dev/null
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
status=0
for list in examples/*.json; do
  name=$(basename "$list" .json)
  for cfg in debug release; do
    for i in $(seq 10); do .build/$cfg/rowframe render "$list" --out "$out/$name-$cfg-$i.png" >/dev/null; done
  done
  sums=$(sha256sum "$out/$name"-*.png | awk '{print $1}' | sort -u | wc -l)
  if [ "$sums" = 1 ]; then echo "$name: 20 renders (10 debug, 10 release) byte-identical"; else echo "$name: renders DIFFER"; status=1; fi
  if [ -f "Snapshots/RowRaster/$name.png" ]; then
    if cmp -s "$out/$name-release-1.png" "Snapshots/RowRaster/$name.png"; then echo "$name: matches its golden"; else echo "$name: differs from Snapshots/RowRaster/$name.png"; status=1; fi
  fi
done
exit $status
