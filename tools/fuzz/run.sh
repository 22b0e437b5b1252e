#!/usr/bin/env bash
# libFuzzer runs of the scene parser, the display-list decoder, the renderer on decoded lists
# and the PNG and JPEG decoders — and of structured targets that read the bytes as choices: layers with
# clips, blurs and shadows (layers), glyph runs at any size (glyphs), bidi-control text (bidi),
# scenes with pressed timelines and touches (timelines) — under AddressSanitizer with a 2 GB
# memory limit and 10 s per input.
#   tools/fuzz/run.sh [scene|displaylist|render|png|jpeg|layers|glyphs|bidi|timelines] [SECONDS]
# Builds rowframe-fuzz with -sanitize=fuzzer,address, seeds the corpus from examples/ and
# Snapshots/, runs for SECONDS (default 60) and prints libFuzzer's summary. Crashes land in
# tools/fuzz/crashes/<target>/ (replay one: .build/release/rowframe-fuzz FILE with FUZZ_TARGET set).
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:-scene}; seconds=${2:-60}
swift build -c release --product rowframe-fuzz --build-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -E "error" && exit 1 || true
corpus=$(mktemp -d); trap 'rm -rf "$corpus"' EXIT
case "$target" in
  scene) cp examples/scene-*.json Tests/HostileInputs/scene-*.json "$corpus/" ;;
  displaylist|render) cp examples/display-list.json examples/peer-card.json Tests/HostileInputs/list-*.json Tests/HostileInputs/svg-*.json "$corpus/" ;;
  png) for f in Snapshots/RowDesign/icon-circle.light@3x.png Snapshots/RowText/specimen.light@1x.png Tests/HostileInputs/png-*.png; do cp "$f" "$corpus/"; done ;;
  jpeg) cp Tests/RowJPEGTests/Fixtures/*.jpg "$corpus/" ;;
  layers|glyphs|bidi|timelines) head -c 4096 /dev/zero > "$corpus/zeros"; for n in 1 2 3 4; do head -c 2048 /dev/urandom > "$corpus/random$n"; done ;;
  *) echo "unknown target $target (scene, displaylist, render, png, jpeg, layers, glyphs, bidi, timelines)"; exit 2 ;;
esac
mkdir -p "tools/fuzz/crashes/$target"
FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/rowframe-fuzz "$corpus" \
  -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="tools/fuzz/crashes/$target/" -print_final_stats=1 2>&1 | grep -E "stat::|Done|ERROR|SUMMARY|crash-|#[0-9]+ *DONE" || true
