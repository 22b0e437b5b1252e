#!/usr/bin/env bash
# Regenerates Fonts/files/sf-pro-advances.tsv and sf-pro-rounded-advances.tsv (SF Pro's and SF
# Pro Rounded's advance widths, as figures) from the fonts listed in tools/fonts/sf-advances.source:
#   tools/fonts/sf-advances.sh
# Reads the fonts out of the fetched repositories under $MIRROR_ROOT (default /work/.mirror, as
# the workspace's `fetch` leaves them); needs PyPI for fontTools (installed into a temporary venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
gitdir() {
  local mirror=${MIRROR_ROOT:-/work/.mirror}/${1/\//+}/repo
  [ -d "$mirror" ] || { echo "$mirror: not fetched (fetch github:$1 first)" >&2; exit 1; }
  if [ -d "$mirror/.git" ]; then echo "$mirror/.git"; else echo "$mirror"; fi
}
mkdir -p "$work/static"
while IFS=$'\t' read -r kind repo path commit; do
  case $kind in
    static)
      g=$(gitdir "$repo")
      for style in Text Display Rounded; do
        for weight in Ultralight Thin Light Regular Medium Semibold Bold Heavy Black; do
          f="SF-Pro-$style-$weight.otf"
          git --git-dir="$g" show "$commit:${path#./}${path:+/}$f" > "$work/static/$f" 2>/dev/null \
            || git --git-dir="$g" show "$commit:$f" > "$work/static/$f"
        done
      done ;;
    variable) git --git-dir="$(gitdir "$repo")" show "$commit:$path" > "$work/SF-Pro.ttf" ;;
  esac
done < <(grep -v '^#' tools/fonts/sf-advances.source)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q 'fonttools==4.*'
"$work/venv/bin/python" tools/fonts/sf-advances.py "$work/static" "$work/SF-Pro.ttf" "$root/Fonts/files"
