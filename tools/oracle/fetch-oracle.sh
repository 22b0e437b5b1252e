#!/usr/bin/env bash
# Extracts the oracle corpus described by manifest.tsv from local git mirrors.
#   tools/oracle/fetch-oracle.sh OUT_DIR
# For every case it writes OUT_DIR/<half>/<id>/ with the reference PNG, the test file and the
# view's source files (original file names), plus case.tsv (the manifest header and that case's row).
# Mirrors are looked up as $ORACLE_MIRRORS/<owner>+<name>/repo (a bare git directory, or a clone
# whose .git is there); ORACLE_MIRRORS defaults to /work/.mirror. mirrors.txt lists the repositories.
# Anything that cannot be extracted, or a reference that is not a PNG of the recorded size, gets a
# line starting with MISSING or BAD; the exit status is 1 when there was any.
set -euo pipefail
out=${1:?usage: tools/oracle/fetch-oracle.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)
manifest="$here/manifest.tsv"
mirrors=${ORACLE_MIRRORS:-/work/.mirror}
# Third-party code and images must never land inside this repository.
repo_root=$(cd "$here/../.." && pwd -P)
case "$(realpath -m "$out")/" in
  "$repo_root"/*) echo "refusing to extract into $out: it is inside the repository ($repo_root)" >&2; exit 2 ;;
esac
mkdir -p "$out"

problems=0 cases=0 files=0
declare -A gitdir_of=()

find_gitdir() { # owner/name -> git dir, or empty
  local base="$mirrors/${1/\//+}/repo"
  if [[ -d "$base/.git" ]]; then echo "$base/.git"
  elif [[ -f "$base/HEAD" && -d "$base/objects" ]]; then echo "$base"
  fi
}

png_size() { # file -> WxH of its IHDR, or empty when the file is no PNG
  [[ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] || return 0
  local b; read -r -a b <<<"$(od -An -tu1 -j16 -N8 "$1")"
  echo "$(( (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3] ))x$(( (b[4] << 24) | (b[5] << 16) | (b[6] << 8) | b[7] ))"
}

header=$(head -n 1 "$manifest")
# Columns are looked up by name; fields are re-joined with \x1f so that empty ones survive `read`.
while IFS=$'\x1f' read -r line_no id repo commit test png sources half use ref_px; do
  cases=$((cases + 1))
  dir="$out/$half/$id"
  rm -rf "$dir"; mkdir -p "$dir"
  { echo "$header"; sed -n "${line_no}p" "$manifest"; } >"$dir/case.tsv"
  [[ "$use" == yes ]] || echo "note: $id is marked use=$use (see its notes); extracted anyway"

  if [[ -z "${gitdir_of[$repo]+x}" ]]; then gitdir_of[$repo]=$(find_gitdir "$repo"); fi
  gd=${gitdir_of[$repo]}
  if [[ -z "$gd" ]]; then
    echo "MISSING $id: no mirror of $repo under $mirrors (fetch github:$repo)"
    problems=$((problems + 1)); continue
  fi
  if ! git --git-dir="$gd" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "MISSING $id: commit $commit is not in the mirror of $repo"
    problems=$((problems + 1)); continue
  fi

  IFS=';' read -r -a srcs <<<"$sources"
  for path in "$png" "$test" "${srcs[@]}"; do
    name=$(basename "$path")
    if [[ -e "$dir/$name" ]]; then
      cmp -s "$dir/$name" <(git --git-dir="$gd" show "$commit:$path" 2>/dev/null) && continue
      echo "BAD $id: two different files are both named $name ($path)"; problems=$((problems + 1)); continue
    fi
    if git --git-dir="$gd" show "$commit:$path" >"$dir/$name" 2>/dev/null && [[ -s "$dir/$name" ]]; then
      files=$((files + 1))
    else
      rm -f "$dir/$name"
      echo "MISSING $id: $repo $commit:$path"
      problems=$((problems + 1))
    fi
  done

  ref="$dir/$(basename "$png")"
  if [[ -f "$ref" ]]; then
    size=$(png_size "$ref")
    if [[ -z "$size" ]]; then
      echo "BAD $id: $(basename "$png") is not a PNG (Git LFS pointer or missing large file?)"; problems=$((problems + 1))
    elif [[ "$size" != "$ref_px" ]]; then
      echo "BAD $id: $(basename "$png") is $size, the manifest says $ref_px"; problems=$((problems + 1))
    fi
  fi
done < <(awk -F'\t' -v OFS=$'\x1f' '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  NF > 1 { print NR, $col["id"], $col["repo"], $col["commit"], $col["test_file"], $col["reference_png"],
           $col["source_files"], $col["half"], $col["use"], $col["ref_px"] }' "$manifest")

echo "extracted $files files for $cases cases into $out ($problems problems)"
[[ $problems -eq 0 ]]
