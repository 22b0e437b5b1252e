#!/usr/bin/env python3
"""Measures a RowFrame render against an iOS-simulator reference PNG.

One pair:
    compare.py --scale 3 REFERENCE.png RENDER.png [--out SIDE_BY_SIDE.png] [--json]
A folder of oracle cases (tools/oracle/fetch-oracle.sh) against a folder of renders
(tools/oracle/render-cases.sh), one line per case and the medians at the end:
    compare.py --cases /work/corpus/oracle/dev --renders DIR --out DIR [--json]

Per pair it reports (tools/oracle/README.md explains each figure and its thresholds):
  1. whether both images have the same pixel size;
  2. ink IoU after dilating each image's ink by 2 pt (and the same IoU of the images' edges);
  3. pixelmatch's share of mismatching pixels (threshold 0.1);
  4. per text line: width difference (render/reference - 1, %) and baseline difference (pt);
  5. optionally a side-by-side PNG: reference | render | ink overlay, under a label strip.

When the sizes differ, both images are padded to the union canvas at the top left, each with
its own background colour, before 2, 3 and 5; text lines are measured in each image's own
coordinates, which the padding does not move.

Needs numpy, scipy, Pillow and pixelmatch. Without them it re-runs itself with the virtual
environment's Python ($ORACLE_PYTHON, default /work/venv-oracle/bin/python) if there is one.
"""

import os
import sys

try:
    import numpy as np
    from PIL import Image, ImageDraw, ImageFont
    from scipy import ndimage, optimize
    from pixelmatch.contrib.PIL import pixelmatch
except ImportError as missing:  # pragma: no cover - depends on the machine
    venv_python = os.environ.get("ORACLE_PYTHON", "/work/venv-oracle/bin/python")
    # (Not under pytest, which has the output redirected while it imports tests: run pytest with
    # the venv's Python instead.)
    if os.access(venv_python, os.X_OK) and not os.environ.get("ORACLE_REEXEC") and "pytest" not in sys.modules:
        os.environ["ORACLE_REEXEC"] = "1"
        # The interpreter's own command line (keeps `-m module` and the options).
        os.execv(venv_python, [venv_python] + list(getattr(sys, "orig_argv", [sys.executable] + sys.argv))[1:])
    if "pytest" in sys.modules:
        raise ImportError(f"{missing}: run pytest with the oracle venv's Python ({venv_python} -m pytest)")
    sys.exit(f"compare.py: {missing}; install numpy scipy pillow pixelmatch "
             "(python3 -m venv /work/venv-oracle && /work/venv-oracle/bin/pip install pixelmatch pillow numpy scipy)")

import argparse
import csv
import json
import statistics

# ---------------------------------------------------------------------------------------------
# Thresholds (all documented in tools/oracle/README.md).

# A pixel is ink when one of its R, G, B channels differs from the background colour by more
# than this (0-255). 24 is about 9 %: anti-aliased glyph edges and hairlines count, JPEG-like
# noise and the faint tints of grouped backgrounds (systemGray6 on white differs by 13) do not.
INK_THRESHOLD = 24
# The background is the most common colour in a band this wide (points) around the edge.
BORDER_BAND_PT = 4.0
# Each ink mask is grown by this radius (points) before the IoU.
DILATE_PT = 2.0
# pixelmatch's own default colour threshold (0 to 1, YIQ distance).
PIXELMATCH_THRESHOLD = 0.1
# Glyph-sized components: height within this range (points) start text lines.
GLYPH_MIN_PT, GLYPH_MAX_PT = 5.0, 40.0
# ... and are at most this many times as wide as they are high (wider: a bar, a rule, a frame).
GLYPH_MAX_ASPECT = 4.0
# A component filling more of its box than this, and not narrow, is a block (a button, a
# swatch, a bar): not a glyph; text drawn on it is looked for inside it (two levels deep).
BLOCK_FILL = 0.8
CONTAINER_DEPTH = 2
# A box filled at least this much is looked inside for text in its own fill colour.
RECURSE_FILL = 0.5
# The em of a line is estimated as this many times its tallest glyph component
# (SF's capitals are about 0.7 em tall); glyphs further apart than one em start a new line part.
EM_PER_GLYPH_HEIGHT = 1.4
# Two glyphs share a line when their vertical extents overlap by at least this share of the
# shorter one.
LINE_OVERLAP = 0.5
# A reference line and a render line can be matched when their baselines are within this many
# of the reference line's ems and their x extents are no further apart than one em.
MATCH_MAX_BASELINE_EM = 1.5
MATCH_MAX_GAP_EM = 1.0


# ---------------------------------------------------------------------------------------------
# Images

def load_rgb(path):
    """The image as an H x W x 3 uint8 array; transparent pixels composited over white."""
    with Image.open(path) as im:
        im.load()
        rgba = im.convert("RGBA")
    white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(white, rgba).convert("RGB")).copy()


def pack(rgb):
    """Colours as single integers 0xRRGGBB (for counting)."""
    a = rgb.astype(np.uint32)
    return (a[..., 0] << 16) | (a[..., 1] << 8) | a[..., 2]


def unpack(value):
    return np.array([(value >> 16) & 255, (value >> 8) & 255, value & 255], dtype=np.uint8)


def mode_colour(pixels):
    """The most common colour among an N x 3 array of pixels (ties: the smallest 0xRRGGBB)."""
    values, counts = np.unique(pack(pixels), return_counts=True)
    return unpack(int(values[np.argmax(counts)]))


def background_colour(rgb, scale):
    """The most common colour in the border band (BORDER_BAND_PT wide, at most a quarter of
    the image's smaller side, at least one pixel)."""
    h, w = rgb.shape[:2]
    band = int(round(BORDER_BAND_PT * scale))
    band = max(1, min(band, min(h, w) // 4 if min(h, w) >= 4 else 1))
    edge = np.zeros((h, w), dtype=bool)
    edge[:band, :] = edge[-band:, :] = True
    edge[:, :band] = edge[:, -band:] = True
    return mode_colour(rgb[edge])


def ink_mask(rgb, colour):
    """Pixels that differ from `colour` by more than INK_THRESHOLD in some channel."""
    diff = np.abs(rgb.astype(np.int16) - colour.astype(np.int16)).max(axis=2)
    return diff > INK_THRESHOLD


def edge_mask(rgb):
    """Pixels whose colour differs from a horizontal or vertical neighbour's by more than
    INK_THRESHOLD in some channel (both pixels of the pair): outlines, text and strokes, also
    inside filled cards and buttons, where everything is ink."""
    a = rgb.astype(np.int16)
    out = np.zeros(rgb.shape[:2], dtype=bool)
    dx = np.abs(a[:, 1:] - a[:, :-1]).max(axis=2) > INK_THRESHOLD
    dy = np.abs(a[1:, :] - a[:-1, :]).max(axis=2) > INK_THRESHOLD
    out[:, 1:] |= dx
    out[:, :-1] |= dx
    out[1:, :] |= dy
    out[:-1, :] |= dy
    return out


def pad_to(rgb, height, width, colour):
    """`rgb` at the top left of a height x width canvas filled with `colour`."""
    out = np.empty((height, width, 3), dtype=np.uint8)
    out[...] = colour
    out[:rgb.shape[0], :rgb.shape[1]] = rgb
    return out


def dilate(mask, radius):
    """Grows a mask by a disk of `radius` pixels (Euclidean)."""
    if radius <= 0 or not mask.any():
        return mask.copy()
    return ndimage.distance_transform_edt(~mask) <= radius


def iou(a, b):
    union = np.logical_or(a, b).sum()
    if union == 0:
        return 1.0
    return float(np.logical_and(a, b).sum() / union)


def mismatch_fraction(ref_rgb, render_rgb):
    """pixelmatch's count of mismatching pixels (default options, threshold 0.1) over the
    pixel count. Both arrays have the same size."""
    h, w = ref_rgb.shape[:2]
    if np.array_equal(ref_rgb, render_rgb):
        return 0.0, 0
    a = Image.fromarray(ref_rgb).convert("RGBA")
    b = Image.fromarray(render_rgb).convert("RGBA")
    count = pixelmatch(a, b, threshold=PIXELMATCH_THRESHOLD)
    return count / float(w * h), int(count)


# ---------------------------------------------------------------------------------------------
# Text lines

class Comp:
    __slots__ = ("x0", "y0", "x1", "y1", "area")

    def __init__(self, x0, y0, x1, y1, area):
        self.x0, self.y0, self.x1, self.y1, self.area = x0, y0, x1, y1, area

    @property
    def w(self):
        return self.x1 - self.x0

    @property
    def h(self):
        return self.y1 - self.y0


def _components(mask):
    """Connected components (8-neighbourhood): their label image and boxes."""
    labels, n = ndimage.label(mask, structure=np.ones((3, 3), dtype=bool))
    if n == 0:
        return labels, [], []
    areas = np.bincount(labels.ravel(), minlength=n + 1)
    boxes, slices = [], ndimage.find_objects(labels)
    for i, s in enumerate(slices):
        boxes.append(Comp(s[1].start, s[0].start, s[1].stop, s[0].stop, int(areas[i + 1])))
    return labels, boxes, slices


def _encloses(boxes):
    """For each box, whether some other box lies inside it."""
    if not boxes:
        return []
    b = np.array([(c.x0, c.y0, c.x1, c.y1) for c in boxes])
    out = []
    for i in range(len(boxes)):
        inside = (b[:, 0] >= b[i, 0]) & (b[:, 1] >= b[i, 1]) & (b[:, 2] <= b[i, 2]) & (b[:, 3] <= b[i, 3])
        inside[i] = False
        out.append(bool(inside.any()))
    return out


def glyph_boxes(rgb, mask, scale, depth=0, origin=(0, 0)):
    """Glyph-sized components ("seeds") and small marks (dots, commas, hyphens) in `mask`,
    also inside filled blocks (buttons, pills, pressed rows), where text is what differs from the
    block's own fill colour, holes included (white text on a blue button is a hole in the blue).
    Components lying inside a block looked into (the counter of an "o") are left to it.
    Returns two lists of Comp in the coordinates of the whole image."""
    lo, hi = GLYPH_MIN_PT * scale, GLYPH_MAX_PT * scale
    labels, boxes, slices = _components(mask)
    encloses = _encloses(boxes)
    seeds, small = [], []
    ox, oy = origin
    inside_block = np.zeros(mask.shape, dtype=bool)
    plain = []
    for i, c in enumerate(boxes):
        fill = c.area / float(c.w * c.h)
        block = fill > BLOCK_FILL and c.w > 0.6 * c.h and c.h >= lo
        if c.h > hi or c.w > hi * GLYPH_MAX_ASPECT or block or encloses[i]:
            # A container. Looked into when it is filled (a frame's or ring's text is not part of it).
            if depth < CONTAINER_DEPTH and fill >= RECURSE_FILL:
                s = slices[i]
                own = labels[s] == (i + 1)
                hull = ndimage.binary_fill_holes(own)
                inside_block[s] |= hull
                sub = rgb[s]
                inner = hull & ink_mask(sub, mode_colour(sub[own]))
                if inner.any():
                    a, b = glyph_boxes(sub, inner, scale, depth + 1, (ox + s[1].start, oy + s[0].start))
                    seeds += a
                    small += b
            continue
        plain.append(i)
    for i in plain:
        c, s = boxes[i], slices[i]
        if inside_block[s][labels[s] == (i + 1)].any():
            continue
        moved = Comp(c.x0 + ox, c.y0 + oy, c.x1 + ox, c.y1 + oy, c.area)
        if lo <= c.h and c.w <= GLYPH_MAX_ASPECT * c.h:
            seeds.append(moved)
        elif c.h < lo and c.w < lo * 2:
            small.append(moved)
        # Anything else (a thin rule, a long stroke) is not text.
    return seeds, small


class Line:
    def __init__(self, seeds, scale):
        self.seeds = seeds
        self.scale = scale
        self.x0 = min(c.x0 for c in seeds)
        self.x1 = max(c.x1 for c in seeds)
        self.y0 = min(c.y0 for c in seeds)
        self.y1 = max(c.y1 for c in seeds)
        self.em = EM_PER_GLYPH_HEIGHT * max(c.h for c in seeds)
        self.baseline = baseline_of([c.y1 for c in seeds], scale)

    def attach(self, c):
        self.x0, self.x1 = min(self.x0, c.x0), max(self.x1, c.x1)
        self.y0, self.y1 = min(self.y0, c.y0), max(self.y1, c.y1)

    def as_dict(self):
        s = self.scale
        return {"x": round(self.x0 / s, 2), "top": round(self.y0 / s, 2), "width": round((self.x1 - self.x0) / s, 2),
                "baseline": round(self.baseline / s, 2), "em": round(self.em / s, 2), "glyphs": len(self.seeds)}


def baseline_of(bottoms, scale):
    """The bottom edge most glyphs share (within half a point): descenders do not move it.
    Pixels: the median of the bottoms in the most populated window."""
    tol = max(1.0, 0.5 * scale)
    b = np.array(sorted(bottoms), dtype=float)
    counts = [int(((b >= v - tol) & (b <= v + tol)).sum()) for v in b]
    best = max(counts)
    # Of equally populated windows, the highest one (a run of descenders is rarer than a run of
    # letters standing on the baseline).
    v = b[counts.index(best)]
    near = b[(b >= v - tol) & (b <= v + tol)]
    return float(np.median(near))


def text_lines(rgb, scale, colour=None):
    """Text lines of an image, top to bottom then left to right."""
    if colour is None:
        colour = background_colour(rgb, scale)
    mask = ink_mask(rgb, colour)
    seeds, small = glyph_boxes(rgb, mask, scale)
    n = len(seeds)
    parent = list(range(n))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    order = sorted(range(n), key=lambda i: seeds[i].x0)
    for ai, i in enumerate(order):
        a = seeds[i]
        for j in order[ai + 1:]:
            b = seeds[j]
            if b.x0 - a.x1 > EM_PER_GLYPH_HEIGHT * GLYPH_MAX_PT * scale:
                break  # sorted by left edge: every later box is further away still
            em = EM_PER_GLYPH_HEIGHT * max(a.h, b.h)
            overlap = min(a.y1, b.y1) - max(a.y0, b.y0)
            if overlap < LINE_OVERLAP * min(a.h, b.h):
                continue
            gap = max(b.x0 - a.x1, a.x0 - b.x1, 0)
            if gap <= em:
                parent[find(j)] = find(i)
    groups = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(seeds[i])
    lines = [Line(g, scale) for g in groups.values()]
    for c in small:
        best, best_gap = None, None
        for line in lines:
            if c.y1 <= line.y0 or c.y0 >= line.y1:
                continue
            gap = max(c.x0 - line.x1, line.x0 - c.x1, 0)
            if gap <= 0.5 * line.em and (best_gap is None or gap < best_gap):
                best, best_gap = line, gap
        if best is not None:
            best.attach(c)
    lines.sort(key=lambda l: (l.baseline, l.x0))
    return lines


def match_lines(ref_lines, render_lines):
    """Pairs reference and render lines: the assignment with the least total distance, where
    the distance of a pair is |baseline difference| + the horizontal gap between their x extents
    (0 when they overlap) + a tenth of the distance of their centres, and a pair is only allowed
    when the baselines are within MATCH_MAX_BASELINE_EM of the reference line's em and the gap is
    at most MATCH_MAX_GAP_EM. Returns (pairs in the reference's reading order, unmatched
    reference indices, unmatched render indices)."""
    if not ref_lines or not render_lines:
        return [], list(range(len(ref_lines))), list(range(len(render_lines)))
    big = 1e9
    cost = np.full((len(ref_lines), len(render_lines)), big)
    for i, a in enumerate(ref_lines):
        for j, b in enumerate(render_lines):
            dy = abs(a.baseline - b.baseline)
            gap = max(b.x0 - a.x1, a.x0 - b.x1, 0)
            if dy > MATCH_MAX_BASELINE_EM * a.em or gap > MATCH_MAX_GAP_EM * a.em:
                continue
            dc = abs((a.x0 + a.x1) - (b.x0 + b.x1)) / 2
            cost[i, j] = dy + gap + 0.1 * dc
    rows, cols = optimize.linear_sum_assignment(cost)
    pairs = [(int(i), int(j)) for i, j in zip(rows, cols) if cost[i, j] < big]
    pairs.sort()
    used_ref = {i for i, _ in pairs}
    used_render = {j for _, j in pairs}
    return (pairs, [i for i in range(len(ref_lines)) if i not in used_ref],
            [j for j in range(len(render_lines)) if j not in used_render])


# ---------------------------------------------------------------------------------------------
# Comparison

def compare(ref_path, render_path, scale, out_path=None, title=None):
    ref = load_rgb(ref_path)
    ren = load_rgb(render_path)
    return compare_arrays(ref, ren, scale, out_path=out_path, title=title)


def compare_arrays(ref, ren, scale, out_path=None, title=None):
    """All the figures for one pair of H x W x 3 uint8 arrays; writes the side-by-side PNG if
    `out_path` is given."""
    ref_bg, ren_bg = background_colour(ref, scale), background_colour(ren, scale)
    height = max(ref.shape[0], ren.shape[0])
    width = max(ref.shape[1], ren.shape[1])
    ref_p = pad_to(ref, height, width, ref_bg)
    ren_p = pad_to(ren, height, width, ren_bg)
    ref_ink, ren_ink = ink_mask(ref_p, ref_bg), ink_mask(ren_p, ren_bg)
    radius = DILATE_PT * scale
    ink_iou = iou(dilate(ref_ink, radius), dilate(ren_ink, radius))
    ref_edges, ren_edges = edge_mask(ref_p), edge_mask(ren_p)
    edge_iou = iou(dilate(ref_edges, radius), dilate(ren_edges, radius))
    mismatch, mismatch_px = mismatch_fraction(ref_p, ren_p)

    ref_lines = text_lines(ref, scale, ref_bg)
    ren_lines = text_lines(ren, scale, ren_bg)
    pairs, lost, extra = match_lines(ref_lines, ren_lines)
    matched = []
    for i, j in pairs:
        a, b = ref_lines[i], ren_lines[j]
        wa, wb = a.x1 - a.x0, b.x1 - b.x0
        matched.append({
            "ref": a.as_dict(), "render": b.as_dict(),
            "width_diff_pct": round((wb / wa - 1) * 100, 2),
            "width_diff_pt": round((wb - wa) / scale, 2),
            "baseline_diff_pt": round((b.baseline - a.baseline) / scale, 2),
            "x_diff_pt": round((b.x0 - a.x0) / scale, 2),
        })
    result = {
        "scale": scale,
        "ref_size": [int(ref.shape[1]), int(ref.shape[0])],
        "render_size": [int(ren.shape[1]), int(ren.shape[0])],
        "same_size": ref.shape[:2] == ren.shape[:2],
        "ref_background": "#%02x%02x%02x" % tuple(int(v) for v in ref_bg),
        "render_background": "#%02x%02x%02x" % tuple(int(v) for v in ren_bg),
        "ink_iou": round(ink_iou, 4),
        "ink_px": [int(ref_ink.sum()), int(ren_ink.sum())],
        "edge_iou": round(edge_iou, 4),
        "mismatch": round(mismatch, 5),
        "mismatch_px": mismatch_px,
        "lines_ref": len(ref_lines),
        "lines_render": len(ren_lines),
        "lines_matched": len(pairs),
        "unmatched_ref": [ref_lines[i].as_dict() for i in lost],
        "unmatched_render": [ren_lines[j].as_dict() for j in extra],
        "lines": matched,
        "median_width_diff_pct": round(statistics.median(m["width_diff_pct"] for m in matched), 2) if matched else None,
        "median_abs_baseline_diff_pt": round(statistics.median(abs(m["baseline_diff_pt"]) for m in matched), 2) if matched else None,
    }
    if out_path:
        side_by_side(ref_p, ren_p, (ref_ink, ren_ink), (ref_edges, ren_edges), ref_lines, ren_lines, result, out_path, title)
    return result


def summary_line(r):
    size = f"{r['ref_size'][0]}x{r['ref_size'][1]} vs {r['render_size'][0]}x{r['render_size'][1]}"
    parts = [f"same size: {'yes' if r['same_size'] else 'no'} ({size})",
             f"ink IoU@{DILATE_PT:g}pt {r['ink_iou']:.3f}",
             f"edge IoU {r['edge_iou']:.3f}",
             f"mismatch {r['mismatch'] * 100:.2f}%",
             f"lines {r['lines_matched']} matched, {len(r['unmatched_ref'])} ref / {len(r['unmatched_render'])} render unmatched"]
    if r["median_width_diff_pct"] is not None:
        parts.append(f"width {r['median_width_diff_pct']:+.1f}%")
        parts.append(f"|baseline| {r['median_abs_baseline_diff_pt']:.2f}pt")
    return "  ".join(parts)


def line_details(r):
    out = []
    for m in r["lines"]:
        a, b = m["ref"], m["render"]
        out.append(f"    line at y={a['baseline']:.1f}pt x={a['x']:.1f}pt: width {a['width']:.1f} -> {b['width']:.1f}pt "
                   f"({m['width_diff_pct']:+.1f}%, {m['width_diff_pt']:+.1f}pt), baseline {m['baseline_diff_pt']:+.2f}pt, "
                   f"x {m['x_diff_pt']:+.2f}pt")
    for a in r["unmatched_ref"]:
        out.append(f"    unmatched ref line at y={a['baseline']:.1f}pt x={a['x']:.1f}pt width {a['width']:.1f}pt")
    for b in r["unmatched_render"]:
        out.append(f"    unmatched render line at y={b['baseline']:.1f}pt x={b['x']:.1f}pt width {b['width']:.1f}pt")
    return out


# ---------------------------------------------------------------------------------------------
# The side-by-side picture

REF_COLOUR = (226, 58, 52)      # reference ink only
RENDER_COLOUR = (34, 112, 230)  # render ink only
BOTH_COLOUR = (40, 40, 40)      # ink in both
REF_TINT, RENDER_TINT, BOTH_TINT = (250, 205, 200), (200, 218, 250), (222, 222, 222)  # the same for ink areas


def _font(size):
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1
        return ImageFont.load_default()


def side_by_side(ref_p, ren_p, inks, edges, ref_lines, ren_lines, result, out_path, title):
    h, w = ref_p.shape[:2]
    (ref_ink, ren_ink), (ref_edges, ren_edges) = inks, edges
    # Ink in pale tints (a filled card is ink all over), the edges inside it in full colour.
    overlay = np.full((h, w, 3), 255, dtype=np.uint8)
    overlay[ref_ink & ~ren_ink] = REF_TINT
    overlay[ren_ink & ~ref_ink] = RENDER_TINT
    overlay[ref_ink & ren_ink] = BOTH_TINT
    overlay[ref_edges & ~ren_edges] = REF_COLOUR
    overlay[ren_edges & ~ref_edges] = RENDER_COLOUR
    overlay[ref_edges & ren_edges] = BOTH_COLOUR
    gap = 8
    panels = [Image.fromarray(ref_p), Image.fromarray(ren_p), Image.fromarray(overlay)]
    fsize = max(14, min(36, w // 36))
    font = _font(fsize)
    r = result
    header = [
        (title + "  " if title else "") + f"@{r['scale']:g}x  reference {r['ref_size'][0]}x{r['ref_size'][1]}, "
        f"render {r['render_size'][0]}x{r['render_size'][1]}: same size {'yes' if r['same_size'] else 'no'}",
        f"ink IoU@{DILATE_PT:g}pt {r['ink_iou']:.3f}   edge IoU@{DILATE_PT:g}pt {r['edge_iou']:.3f}   "
        f"pixelmatch mismatch {r['mismatch'] * 100:.2f}%",
        f"text lines: {r['lines_matched']} matched, {len(r['unmatched_ref'])} reference / "
        f"{len(r['unmatched_render'])} render unmatched"
        + (f";  median width {r['median_width_diff_pct']:+.1f}%, median |baseline| {r['median_abs_baseline_diff_pt']:.2f}pt"
           if r["median_width_diff_pct"] is not None else ""),
        "panels: reference | render | overlay of edges (red: reference only, blue: render only, dark: both) "
        "over ink in pale tints of the same; bars: detected text baselines",
    ]
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    text_w = max(probe.textlength(t, font=font) for t in header)
    strip = len(header) * (fsize + 4) + 6
    canvas_w = max(3 * w + 2 * gap, int(text_w) + 8)
    canvas = Image.new("RGB", (canvas_w, h + strip), (250, 250, 250))
    draw = ImageDraw.Draw(canvas)
    draw.rectangle([0, strip, 3 * w + 2 * gap - 1, strip + h - 1], fill=(128, 128, 128))
    for k, p in enumerate(panels):
        canvas.paste(p, (k * (w + gap), strip))
    # Baselines of the detected text lines: on each image, and both on the overlay.
    tick = max(1, int(round(r["scale"] / 2)))
    for lines, colour, panel in ((ref_lines, REF_COLOUR, 0), (ren_lines, RENDER_COLOUR, 1)):
        for line in lines:
            for px in (panel, 2):
                x = px * (w + gap)
                y = strip + int(round(line.baseline))
                draw.rectangle([x + line.x0, y, x + line.x1 - 1, y + tick - 1], fill=colour)
    for k, text in enumerate(header):
        draw.text((4, 3 + k * (fsize + 4)), text, fill=(0, 0, 0), font=font)
    canvas.save(out_path)


# ---------------------------------------------------------------------------------------------
# Batch mode

def read_case(folder):
    with open(os.path.join(folder, "case.tsv"), newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    return dict(zip(rows[0], rows[1]))


def scale_of(text):
    return float(text.strip().lstrip("@").rstrip("x"))


def run_batch(cases_dir, renders_dir, out_dir, as_json):
    os.makedirs(out_dir, exist_ok=True)
    results, not_rendered, unusable, failed = [], [], [], []
    for cid in sorted(os.listdir(cases_dir)):
        folder = os.path.join(cases_dir, cid)
        if not os.path.isfile(os.path.join(folder, "case.tsv")):
            continue
        case = read_case(folder)
        if case.get("use", "yes") != "yes":
            unusable.append(cid)
            continue
        render = os.path.join(renders_dir, cid + ".png")
        if not os.path.isfile(render):
            not_rendered.append(cid)
            if not as_json:
                print(f"{cid}\tnot rendered")
            continue
        ref = os.path.join(folder, os.path.basename(case["reference_png"]))
        scale = scale_of(case["scale"])
        try:
            r = compare(ref, render, scale, out_path=os.path.join(out_dir, cid + ".png"),
                        title=f"{cid} {case.get('appearance', '')}")
        except Exception as error:  # one broken render must not hide the others
            failed.append(cid)
            if not as_json:
                print(f"{cid}\terror\t{error}")
            continue
        r["id"] = cid
        r["size_to_fit"] = case.get("layout") == "sizeThatFits"
        r["size_off_pt"] = size_off_pt(r, scale)
        results.append(r)
        if not as_json:
            print(f"{cid}\t{summary_line(r)}")
    summary = {
        "cases": len(results),
        "not_rendered": not_rendered,
        "errors": failed,
        "use_no": unusable,
        "same_size": sum(1 for r in results if r["same_size"]),
        "median_ink_iou": _median([r["ink_iou"] for r in results]),
        "median_edge_iou": _median([r["edge_iou"] for r in results]),
        "median_mismatch": _median([r["mismatch"] for r in results]),
        "median_width_diff_pct": _median([r["median_width_diff_pct"] for r in results if r["median_width_diff_pct"] is not None]),
        "median_abs_width_diff_pct": _median([abs(m["width_diff_pct"]) for r in results for m in r["lines"]]),
        "median_abs_baseline_diff_pt": _median([r["median_abs_baseline_diff_pt"] for r in results
                                                if r["median_abs_baseline_diff_pt"] is not None]),
        "size_to_fit_cases": sum(1 for r in results if r["size_to_fit"]),
        "size_to_fit_within_1pt": sum(1 for r in results if r["size_to_fit"] and r["size_off_pt"] <= 1),
        "lines_matched": sum(r["lines_matched"] for r in results),
        "lines_unmatched_ref": sum(len(r["unmatched_ref"]) for r in results),
        "lines_unmatched_render": sum(len(r["unmatched_render"]) for r in results),
    }
    with open(os.path.join(out_dir, "results.json"), "w") as f:
        json.dump({"summary": summary, "cases": results}, f, indent=1)
    with open(os.path.join(out_dir, "results.tsv"), "w") as f:
        f.write("id\tsame_size\tref_size\trender_size\tink_iou\tedge_iou\tmismatch\tlines_matched\tunmatched_ref\tunmatched_render"
                "\tmedian_width_diff_pct\tmedian_abs_baseline_diff_pt\n")
        for r in results:
            f.write("\t".join(str(v) for v in (
                r["id"], "yes" if r["same_size"] else "no", "%dx%d" % tuple(r["ref_size"]), "%dx%d" % tuple(r["render_size"]),
                r["ink_iou"], r["edge_iou"], r["mismatch"], r["lines_matched"], len(r["unmatched_ref"]), len(r["unmatched_render"]),
                "" if r["median_width_diff_pct"] is None else r["median_width_diff_pct"],
                "" if r["median_abs_baseline_diff_pt"] is None else r["median_abs_baseline_diff_pt"])) + "\n")
        for cid in not_rendered:
            f.write(f"{cid}\tnot rendered\n")
    if as_json:
        print(json.dumps({"summary": summary, "cases": results}, indent=1))
    else:
        fmt = lambda v, f: "n/a" if v is None else f.format(v)
        print(f"compared {len(results)} cases; not rendered: {len(not_rendered)}"
              + (f" ({' '.join(not_rendered)})" if not_rendered else "")
              + (f"; errors: {' '.join(failed)}" if failed else "")
              + (f"; use=no, skipped: {' '.join(unusable)}" if unusable else ""))
        print(f"medians: same size {summary['same_size']}/{len(results)}  "
              f"ink IoU@{DILATE_PT:g}pt {fmt(summary['median_ink_iou'], '{:.3f}')}  "
              f"edge IoU {fmt(summary['median_edge_iou'], '{:.3f}')}  "
              f"mismatch {fmt(summary['median_mismatch'] and summary['median_mismatch'] * 100, '{:.2f}%')}  "
              f"width {fmt(summary['median_width_diff_pct'], '{:+.1f}%')} "
              f"(|width| over all lines {fmt(summary['median_abs_width_diff_pct'], '{:.1f}%')})  "
              f"|baseline| {fmt(summary['median_abs_baseline_diff_pt'], '{:.2f}pt')}  "
              f"lines {summary['lines_matched']} matched, {summary['lines_unmatched_ref']} ref / "
              f"{summary['lines_unmatched_render']} render unmatched")
        print(f"size to fit: {summary['size_to_fit_within_1pt']} of {summary['size_to_fit_cases']} within 1 pt of the reference's size")
        print(f"side-by-side pictures and results.tsv/json: {out_dir}")
    return 0


def size_off_pt(r, scale):
    """How far the render's size is from the reference's, in points: the larger of the width's
    and the height's difference."""
    (rw, rh), (nw, nh) = r["ref_size"], r["render_size"]
    return max(abs(rw - nw), abs(rh - nh)) / scale


def _median(values):
    values = [v for v in values if v is not None]
    return round(statistics.median(values), 4) if values else None


def main(argv=None):
    p = argparse.ArgumentParser(description="Measure RowFrame renders against iOS reference PNGs.")
    p.add_argument("images", nargs="*", metavar="PNG", help="REFERENCE.png RENDER.png")
    p.add_argument("--scale", type=float, help="pixels per point of both images (2 or 3)")
    p.add_argument("--out", help="side-by-side PNG (pair), or the output folder (batch)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.add_argument("--cases", help="batch: folder of case folders (…/oracle/dev)")
    p.add_argument("--renders", help="batch: folder of renders named <id>.png")
    a = p.parse_args(argv)
    if a.cases or a.renders:
        if not (a.cases and a.renders and a.out) or a.images:
            p.error("batch mode takes --cases DIR --renders DIR --out DIR and no PNG arguments")
        return run_batch(a.cases, a.renders, a.out, a.json)
    if len(a.images) != 2 or not a.scale:
        p.error("give --scale N REFERENCE.png RENDER.png (or --cases/--renders/--out)")
    r = compare(a.images[0], a.images[1], a.scale, out_path=a.out)
    if a.json:
        print(json.dumps(r, indent=1))
    else:
        print(summary_line(r))
        for line in line_details(r):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
