#!/usr/bin/env python3
"""Assign every oracle case to the dev or val half and write the result back into manifest.tsv.

The split is by repository: all cases of one repository (and of its forks, see FAMILY) land in
the same half, so a renderer tuned on dev never sees code, assets or styling from a val repository.
It is deterministic: repositories are sorted, shuffled with a fixed seed, then handed one by one
to whichever half currently holds fewer cases (dev on a tie). Cases already marked `val2`,
`val3`, … `val12` (later held-out halves, chosen after this split) are left as they are and
take no part in it, so adding them does not move any dev or val case.

    python3 tools/oracle/split.py [MANIFEST]     (default: manifest.tsv next to this script)
"""
import os
import random
import sys

SEED = 20261127
# Halves chosen after the split: kept as they are, out of the shuffle.
HELD_OUT = ("val2", "val3", "val4", "val5", "val6", "val7", "val8", "val9", "val10", "val11", "val12")
# Forks count as their upstream, so a fork and its parent can never end up in different halves.
FAMILY = {
    "Mudd-d/gravatar-sdk-ios": "Automattic/Gravatar-SDK-iOS",
}


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "manifest.tsv")
    # Plain tab-separated text: no quoting, so the Swift expressions stay exactly as written.
    with open(path, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    header, rows = rows[0], rows[1:]
    repo_col, half_col = header.index("repo"), header.index("half")
    cases = [case for case in rows if case[half_col] not in HELD_OUT]

    sizes: dict[str, int] = {}
    for case in cases:
        family = FAMILY.get(case[repo_col], case[repo_col])
        sizes[family] = sizes.get(family, 0) + 1

    families = sorted(sizes)
    random.Random(SEED).shuffle(families)
    half_of: dict[str, str] = {}
    count = {"dev": 0, "val": 0}
    for family in families:
        half = "dev" if count["dev"] <= count["val"] else "val"
        half_of[family] = half
        count[half] += sizes[family]

    for case in cases:
        case[half_col] = half_of[FAMILY.get(case[repo_col], case[repo_col])]
    with open(path, "w", encoding="utf-8") as f:
        f.writelines("\t".join(row) + "\n" for row in [header, *rows])

    use_col = header.index("use") if "use" in header else None
    for half in ("dev", "val"):
        members = [fam for fam in families if half_of[fam] == half]
        usable = sum(1 for c in cases if c[half_col] == half and (use_col is None or c[use_col] == "yes"))
        print(f"{half}: {count[half]} cases ({usable} usable) from {len(members)} repositories: "
              + ", ".join(f"{m} ({sizes[m]})" for m in members))


if __name__ == "__main__":
    main()
