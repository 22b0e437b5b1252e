#!/usr/bin/env python3
"""Writes examples/feed.json: the full-screen peer scene of REFERENCE §6.

1170×2532 px (390×844 pt @3x), grouped background, 8 cards with shadows, icon circles,
progress bars (track + gradient fill) and hairline dividers; no text.
"""
import json, os, sys

S = 3  # display scale
colors = ["#FF9500", "#007AFF", "#34C759", "#AF52DE", "#FF2D55", "#5AC8FA", "#FFCC00", "#FF3B30"]
ops = []
for i in range(8):
    y = 72 + i * 96                      # card top in points
    card = [16 * S, y * S, 358 * S, 80 * S]
    ops.append({"op": "shadow", "path": {"roundedRect": card, "radius": 12 * S, "style": "continuous"},
                "color": "#0000000D", "sigma": 2 * S, "offset": [0, 1 * S]})
    ops.append({"op": "fill", "path": {"roundedRect": card, "radius": 12 * S, "style": "continuous"},
                "paint": {"color": "#FFFFFFFF"}})
    ops.append({"op": "fill", "path": {"circle": [56 * S, (y + 40) * S], "radius": 24 * S},
                "paint": {"color": colors[i] + "1A"}})
    ops.append({"op": "fill", "path": {"circle": [56 * S, (y + 40) * S], "radius": 10 * S},
                "paint": {"color": colors[i] + "FF"}})
    track = [96 * S, (y + 46) * S, 262 * S, 6 * S]
    ops.append({"op": "fill", "path": {"capsule": track}, "paint": {"color": "#78788033"}})
    frac = 0.15 + 0.1 * i
    ops.append({"op": "fill", "path": {"capsule": [track[0], track[1], round(track[2] * frac, 3), track[3]]},
                "paint": {"linearGradient": {"start": [track[0], 0], "end": [track[0] + track[2], 0],
                          "space": "oklab", "stops": [[0, colors[i] + "FF"], [1, colors[(i + 3) % 8] + "FF"]]}}})
    ops.append({"op": "fill", "path": {"rect": [96 * S, (y + 26) * S, 160 * S, 10 * S]}, "paint": {"color": "#3C3C434A"}})
    ops.append({"op": "fill", "path": {"rect": [96 * S, (y + 80) * S - 1, 246 * S, 1]}, "paint": {"color": "#3C3C434A"}})
doc = {"width": 390 * S, "height": 844 * S, "background": "#F2F2F7FF", "ops": ops}
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..", "examples", "feed.json")
with open(out, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
