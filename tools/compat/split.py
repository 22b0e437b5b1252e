#!/usr/bin/env python3
"""Assigns every corpus entry in manifest.tsv to the `dev` or the `val` half.

    python3 tools/compat/split.py [MANIFEST]      (default: manifest.tsv beside this script)

The split is by repository, not by file: all rows taken from one repository land in the
same half, so code in the validation half comes from repositories that development never
looked at (no shared models, colours or helpers leaking across the halves).

The rule is fixed and deterministic, and was applied once the entries had been chosen and
before any of them was compiled or rendered:
  1. read the entries and sort them by id;
  2. list the repositories in order of their first (lowest) id;
  3. shuffle that list with random.Random(20261127);
  4. walk the shuffled list, giving each whole repository to `dev` while `dev` holds fewer
     than half of all entries, and every repository after that to `val`.
The script rewrites the `half` column in place and prints the counts. Running it again on
an unchanged manifest gives the same result.
"""
import random
import sys
from pathlib import Path

SEED = 20261127
COLUMNS = ["id", "repo", "path", "commit", "view", "kind", "half"]


def main() -> int:
    manifest = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("manifest.tsv")
    lines = manifest.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    if header != COLUMNS:
        sys.exit(f"unexpected header in {manifest}: {header}")
    all_rows = [line.split("\t") for line in lines[1:] if line.strip()]
    for row in all_rows:
        if len(row) != len(COLUMNS):
            sys.exit(f"bad line (want {len(COLUMNS)} tab-separated fields): {row}")
    all_rows.sort(key=lambda row: row[0])
    # Only the first 200 entries are split here; the later validation halves (val2 … val12) were
    # assembled as whole halves and keep the half they were given.
    LATER_HALVES = {f"val{n}" for n in range(2, 13)}
    rows = [row for row in all_rows if row[6] not in LATER_HALVES]

    repos = []
    for row in rows:
        if row[1] not in repos:
            repos.append(row[1])
    random.Random(SEED).shuffle(repos)

    size = {repo: sum(1 for row in rows if row[1] == repo) for repo in repos}
    half_of = {}
    dev_count = 0
    for repo in repos:
        if dev_count < len(rows) / 2:
            half_of[repo] = "dev"
            dev_count += size[repo]
        else:
            half_of[repo] = "val"
    for row in rows:
        row[6] = half_of[row[1]]

    out = ["\t".join(COLUMNS)] + ["\t".join(row) for row in all_rows]
    manifest.write_text("\n".join(out) + "\n", encoding="utf-8")

    for half in ("dev", "val"):
        entries = [row for row in rows if row[6] == half]
        print(f"{half}: {len(entries)} entries from {len({row[1] for row in entries})} repositories")
    return 0


if __name__ == "__main__":
    sys.exit(main())
