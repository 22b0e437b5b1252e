#!/usr/bin/env bash
# Byte-identity across runs and build configurations:
#  - every example display list, rendered 10× by the debug and 10× by the release build, gives
#    byte-identical PNGs equal to its golden in Snapshots/RowRaster/;
#  - the release build's gallery (components and motion frames) is pixel-identical to the
#    goldens `swift test` checks with the debug build (Snapshots/RowDesign, Snapshots/RowMotion).
#   tools/determinism.sh          (10 renders each)
#   tools/determinism.sh --ci     (2 renders each; what .ci/run runs)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=10; [ "${1:-}" = --ci ] && runs=2
swift build --product rowframe >/dev/null
swift build -c release --product rowframe >/dev/null
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
status=0
for list in examples/peer-card.json examples/feed.json examples/display-list.json examples/text-specimen.json examples/text-screen.json; do
  name=$(basename "$list" .json)
  for cfg in debug release; do
    for i in $(seq "$runs"); do .build/$cfg/rowframe render "$list" --out "$out/$name-$cfg-$i.png" --quiet; done
  done
  sums=$(sha256sum "$out/$name"-*.png | awk '{print $1}' | sort -u | wc -l)
  if [ "$sums" = 1 ]; then echo "$name: $((2 * runs)) renders ($runs debug, $runs release) byte-identical"; else echo "$name: renders DIFFER"; status=1; fi
  golden="Snapshots/RowRaster/$name.light@3x.png"
  if [ -f "$golden" ]; then
    if .build/release/rowframe diff "$golden" "$out/$name-release-1.png" --exact >/dev/null; then echo "$name: pixel-identical to $golden"; else echo "$name: differs from $golden"; status=1; fi
  fi
done
.build/release/rowframe gallery --out "$out/gallery" --quiet >/dev/null
for pair in "RowDesign components" "RowMotion motion"; do
  set -- $pair
  # Goldens also hold @1x/@2x variants the gallery does not render; the gallery has frames the
  # goldens do not keep: only images on both sides are compared, and exactly.
  if .build/release/rowframe diff "Snapshots/$1" "$out/gallery/$2" --exact --allow-added --allow-removed >"$out/$1.txt"; then
    echo "release gallery $2/ equals the debug-checked goldens in Snapshots/$1 ($(tail -1 "$out/$1.txt"))"
  else
    echo "release gallery $2/ differs from Snapshots/$1:"; cat "$out/$1.txt"; status=1
  fi
done
exit $status
