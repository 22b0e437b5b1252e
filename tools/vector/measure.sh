#!/usr/bin/env bash
# Measures RowFrame's vector images (RowVector: SVG and PDF asset files from public apps) against
# reference renderers: librsvg for SVG (rsvg-convert: Debian's librsvg2-bin), MuPDF for PDF (pip: pymupdf).
#   tools/vector/measure.sh [dev|val] OUT_DIR [SIZE]
# The files (manifest.tsv: repo, commit, path, half — a seeded sample of up to 8 per repository,
# split by repository) are extracted from the git mirrors (VECTOR_MIRRORS=/work/.mirror, as the
# workspace's `fetch` leaves them) into OUT_DIR/files; RowFrame draws each to fit SIZE px (96) in
# OUT_DIR/rowframe, compare.py draws the reference and writes OUT_DIR/results.tsv, the medians,
# and contact sheets (reference | RowFrame | difference) to look at. Third-party files stay in
# OUT_DIR, outside the repository. PYTHON names a Python with pymupdf, numpy and Pillow.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
half=${1:?usage: tools/vector/measure.sh [dev|val] OUT_DIR [SIZE]}
out=${2:?usage: tools/vector/measure.sh [dev|val] OUT_DIR [SIZE]}
size=${3:-96}
case "$half" in dev|val) ;; *) echo "usage: tools/vector/measure.sh [dev|val] OUT_DIR [SIZE]" >&2; exit 2;; esac
mirrors=${VECTOR_MIRRORS:-/work/.mirror}
python=${PYTHON:-python3}
mkdir -p "$out"; out=$(cd "$out" && pwd -P)
case "$out/" in "$(cd "$repo" && pwd -P)"/*) echo "OUT_DIR must be outside the repository" >&2; exit 2;; esac
rm -rf "$out/files" "$out/rowframe" "$out/reference"; mkdir -p "$out/files" "$out/rowframe" "$out/reference"

# The half's files, numbered in manifest order.
: > "$out/list.tsv"
n=0
while IFS=$'\t' read -r r commit path h; do
  [ "$h" = "$half" ] || continue
  n=$((n + 1)); id=$(printf 'v%03d' "$n")
  ext=${path##*.}; ext=$(echo "$ext" | tr 'A-Z' 'a-z')
  base="$mirrors/${r/\//+}/repo"; gd=$base; [ -d "$base/.git" ] && gd="$base/.git"
  if git --git-dir="$gd" show "$commit:$path" > "$out/files/$id.$ext" 2>/dev/null; then
    printf '%s\t%s\t%s\t%s\n' "$id" "$out/files/$id.$ext" "$r" "$path" >> "$out/list.tsv"
  else
    rm -f "$out/files/$id.$ext"; echo "$id	not in the mirror: $r $path"
  fi
done < <(tail -n +2 "$here/manifest.tsv")
echo "$(wc -l < "$out/list.tsv") files of the $half half extracted"

# RowFrame's side: a scratch package built in the repository's build folder.
pkg=$out/package; rm -rf "$pkg"; mkdir -p "$pkg/Sources/RenderVectors"
cp "$here/RenderVectors.swift" "$pkg/Sources/RenderVectors/main.swift"
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "rendervectors", dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "RenderVectors", dependencies: [
        .product(name: "RowVector", package: "$(basename "$repo")"), .product(name: "RowPNG", package: "$(basename "$repo")"),
        .product(name: "RowRaster", package: "$(basename "$repo")")])])
SWIFT
(cd "$pkg" && swift build --scratch-path "$repo/.build" --product RenderVectors > "$out/build.log" 2>&1) || { tail -20 "$out/build.log"; exit 1; }
cut -f1,2 "$out/list.tsv" > "$out/render-list.tsv"
"$repo/.build/debug/RenderVectors" "$out/render-list.tsv" "$out/rowframe" "$size" > "$out/rowframe.tsv"
"$python" "$here/compare.py" "$out" "$size"
