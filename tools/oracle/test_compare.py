#!/usr/bin/env python3
"""Checks of compare.py on synthetic images drawn here.
    python3 -m pytest tools/oracle/test_compare.py      (with the oracle venv's Python)
    python3 tools/oracle/test_compare.py                 (runs every test_* and prints a summary)
Like compare.py, it re-runs itself with /work/venv-oracle/bin/python when the system Python lacks
numpy/scipy/Pillow/pixelmatch."""

import math
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  (may re-exec this file under the venv's Python)

import numpy as np  # noqa: E402
from PIL import Image, ImageDraw, ImageFont  # noqa: E402

WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


def font(size):
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow < 10.1 cannot size its default font
        raise RuntimeError("these tests need Pillow >= 10.1 (a scalable default font)")


def text_image(lines, size=(600, 200), scale=3, bg=WHITE, fg=BLACK, px=51, origin=(30, 30), leading=1.5):
    """An image with text lines drawn at `px` pixels per em, one under another."""
    im = Image.new("RGB", size, bg)
    d = ImageDraw.Draw(im)
    f = font(px)
    x, y = origin
    for i, text in enumerate(lines):
        d.text((x, y + i * px * leading), text, fill=fg, font=f)
    return np.asarray(im).copy()


def shifted(rgb, dx, dy, bg=WHITE):
    h, w = rgb.shape[:2]
    out = np.empty_like(rgb)
    out[...] = bg
    src = rgb[max(0, -dy):h - max(0, dy), max(0, -dx):w - max(0, dx)]
    out[max(0, dy):max(0, dy) + src.shape[0], max(0, dx):max(0, dx) + src.shape[1]] = src
    return out


# ---------------------------------------------------------------------------------------------

def test_identical_images():
    rgb = text_image(["Shelly Kimbrough", "San Antonio, TX"])
    r = compare.compare_arrays(rgb, rgb.copy(), 3)
    assert r["same_size"] is True
    assert r["ink_iou"] == 1.0 and r["edge_iou"] == 1.0
    assert r["mismatch"] == 0.0
    assert r["lines_ref"] == 2 and r["lines_matched"] == 2
    assert not r["unmatched_ref"] and not r["unmatched_render"]
    for m in r["lines"]:
        assert m["width_diff_pct"] == 0 and m["baseline_diff_pt"] == 0
    assert r["median_width_diff_pct"] == 0 and r["median_abs_baseline_diff_pt"] == 0


def test_shift_by_5px_gives_the_expected_iou():
    # One 60 x 90 px block at scale 3: dilated by 2 pt = 6 px it becomes a rounded rectangle of
    # area A = (w + 2r)(h + 2r) - (4 - pi) r^2. Moved 5 px sideways, the two overlap in A - 5 H
    # and cover A + 5 H, H = h + 2r: IoU = (A - 5H) / (A + 5H).
    w, h, r, d = 60, 90, 6, 5
    ref = np.full((200, 200, 3), 255, dtype=np.uint8)
    ref[50:50 + h, 50:50 + w] = 0
    ren = shifted(ref, d, 0)
    result = compare.compare_arrays(ref, ren, 3)
    area = (w + 2 * r) * (h + 2 * r) - (4 - math.pi) * r * r
    tall = h + 2 * r
    expected = (area - d * tall) / (area + d * tall)
    assert abs(result["ink_iou"] - expected) < 0.01, (result["ink_iou"], expected)
    assert result["ink_iou"] < 1
    # pixelmatch: the 5 px wide strips at either side of the block differ: 2 * 5 * 90 pixels.
    assert result["mismatch_px"] == 2 * d * h, result["mismatch_px"]


def test_shifted_text_moves_baselines_not_widths():
    ref = text_image(["Title line", "second line, smaller"], size=(700, 260))
    ren = shifted(ref, 9, 6)  # 3 pt right, 2 pt down at 3x
    r = compare.compare_arrays(ref, ren, 3)
    assert r["lines_matched"] == 2
    assert 0 < r["ink_iou"] < 1 and 0 < r["edge_iou"] < 1
    for m in r["lines"]:
        assert m["width_diff_pct"] == 0
        assert abs(m["baseline_diff_pt"] - 2.0) < 1e-6
        assert abs(m["x_diff_pt"] - 3.0) < 1e-6


def test_wider_text_has_a_positive_width_difference():
    ref = text_image(["View profile"], size=(700, 140))
    # The same text, 10 % wider: the text box stretched sideways from its left edge.
    box = (20, 20, 420, 120)
    crop = Image.fromarray(ref).crop(box)
    wide = crop.resize((int(crop.width * 1.1), crop.height), Image.LANCZOS)
    ren_im = Image.new("RGB", (700, 140), WHITE)
    ren_im.paste(wide, (20, 20))
    ren = np.asarray(ren_im).copy()
    r = compare.compare_arrays(ref, ren, 3)
    assert r["lines_matched"] == 1
    m = r["lines"][0]
    assert 7 < m["width_diff_pct"] < 13, m
    assert abs(m["baseline_diff_pt"]) <= 0.34, m


def test_wrong_size_is_reported_and_padded_with_background():
    ref = text_image(["Row title"], size=(500, 120))
    # The same picture with 30 more background rows at the bottom and 12 columns at the right.
    big = np.full((150, 512, 3), 255, dtype=np.uint8)
    big[:120, :500] = ref
    r = compare.compare_arrays(ref, big, 2)
    assert r["same_size"] is False
    assert r["ref_size"] == [500, 120] and r["render_size"] == [512, 150]
    assert "same size: no (500x120 vs 512x150)" in compare.summary_line(r)
    # Padding at the top left with each image's background: nothing differs.
    assert r["ink_iou"] == 1.0 and r["mismatch"] == 0.0
    assert r["lines_matched"] == 1 and r["lines"][0]["baseline_diff_pt"] == 0


def test_dark_background_and_light_text():
    bg, fg = (0, 0, 0), (235, 235, 245)
    rgb = text_image(["Dark row", "subtitle"], bg=bg, fg=fg)
    assert tuple(compare.background_colour(rgb, 3)) == bg
    assert len(compare.text_lines(rgb, 3)) == 2


def test_edges_see_text_inside_a_filled_card():
    # A card filling most of the image is ink all over: the ink IoU hardly notices text moving
    # on it, the edge IoU does.
    def card(text_x):
        im = Image.new("RGB", (600, 300), WHITE)
        d = ImageDraw.Draw(im)
        d.rectangle([10, 10, 590, 290], fill=(40, 40, 60))
        d.text((text_x, 100), "Moving text", fill=WHITE, font=font(51))
        return np.asarray(im).copy()
    r = compare.compare_arrays(card(60), card(90), 3)
    assert r["ink_iou"] == 1.0
    assert r["edge_iou"] < 0.95
    assert r["lines_matched"] == 1 and abs(r["lines"][0]["x_diff_pt"] - 10) < 0.5


def test_text_on_a_filled_button_is_found():
    im = Image.new("RGB", (600, 200), WHITE)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([20, 20, 580, 180], radius=30, fill=(52, 120, 246))
    d.text((60, 70), "Continue", fill=WHITE, font=font(51))
    lines = compare.text_lines(np.asarray(im), 3)
    assert len(lines) == 1
    # The line is the text, not the button.
    assert lines[0].x0 >= 60 and lines[0].x1 < 400


def test_descenders_do_not_move_the_baseline():
    a = compare.text_lines(text_image(["Haxmn"]), 3)
    b = compare.text_lines(text_image(["Shopping day"]), 3)
    assert len(a) == 1 and len(b) == 1
    assert abs(a[0].baseline - b[0].baseline) <= 1.5


def test_lines_far_apart_in_x_are_separate_and_match_in_order():
    im = Image.new("RGB", (900, 150), WHITE)
    d = ImageDraw.Draw(im)
    d.text((20, 40), "Label", fill=BLACK, font=font(51))
    d.text((650, 40), "Value", fill=BLACK, font=font(51))
    ref = np.asarray(im).copy()
    lines = compare.text_lines(ref, 3)
    assert len(lines) == 2
    # The render misses the value: one reference line is unmatched.
    im2 = Image.new("RGB", (900, 150), WHITE)
    ImageDraw.Draw(im2).text((20, 40), "Label", fill=BLACK, font=font(51))
    r = compare.compare_arrays(ref, np.asarray(im2).copy(), 3)
    assert r["lines_matched"] == 1 and len(r["unmatched_ref"]) == 1 and not r["unmatched_render"]
    assert r["lines"][0]["ref"]["x"] < 10


def test_side_by_side_and_command_line():
    ref = text_image(["Side by side"], size=(400, 120))
    ren = shifted(ref, 4, 2)
    with tempfile.TemporaryDirectory() as tmp:
        a, b, out = (os.path.join(tmp, n) for n in ("ref.png", "ren.png", "sbs.png"))
        Image.fromarray(ref).save(a)
        Image.fromarray(ren).save(b)
        proc = subprocess.run([sys.executable, compare.__file__, "--scale", "3", a, b, "--out", out, "--json"],
                              capture_output=True, text=True, check=True)
        import json
        r = json.loads(proc.stdout)
        assert r["same_size"] is True and r["lines_matched"] == 1
        with Image.open(out) as im:
            assert im.width >= 3 * 400 and im.height > 120


def test_batch_lists_cases_without_a_render():
    header = ("id\trepo\tcommit\ttest_file\ttest_name\treference_png\tsource_files\tview_expr\tlayout\tscale\t"
              "appearance\tref_px\thalf\tuse\tscale_basis\tnotes\n")
    with tempfile.TemporaryDirectory() as tmp:
        cases, renders, out = (os.path.join(tmp, n) for n in ("cases", "renders", "out"))
        os.makedirs(renders)
        ref = text_image(["Case text"], size=(300, 90))
        for cid, use in (("x001", "yes"), ("x002", "yes"), ("x003", "no")):
            folder = os.path.join(cases, cid)
            os.makedirs(folder)
            Image.fromarray(ref).save(os.path.join(folder, "snap.1.png"))
            with open(os.path.join(folder, "case.tsv"), "w") as f:
                f.write(header)
                f.write(f"{cid}\to/r\tc\tT.swift\tt\tTests/__Snapshots__/T/snap.1.png\tV.swift\tV()\tsizeThatFits\t@3x\t"
                        f"light\t300x90\tdev\t{use}\t\t\n")
        Image.fromarray(ref).save(os.path.join(renders, "x001.png"))
        proc = subprocess.run([sys.executable, compare.__file__, "--cases", cases, "--renders", renders, "--out", out],
                              capture_output=True, text=True, check=True)
        lines = proc.stdout.splitlines()
        assert any(l.startswith("x001\tsame size: yes") for l in lines), proc.stdout
        assert "x002\tnot rendered" in lines, proc.stdout
        assert not any(l.startswith("x003") for l in lines)
        assert "not rendered: 1 (x002)" in proc.stdout
        assert "use=no, skipped: x003" in proc.stdout
        assert os.path.isfile(os.path.join(out, "x001.png"))
        assert os.path.isfile(os.path.join(out, "results.tsv"))
        assert "size to fit: 1 of 1 within 1 pt" in proc.stdout, proc.stdout


def test_size_off_is_the_larger_difference_in_points():
    r = {"ref_size": [300, 90], "render_size": [300, 93]}
    assert compare.size_off_pt(r, 3) == 1.0
    r = {"ref_size": [300, 90], "render_size": [296, 91]}
    assert abs(compare.size_off_pt(r, 3) - 4 / 3) < 1e-9


if __name__ == "__main__":
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_") and callable(f)]
    failed = 0
    for name, fn in tests:
        try:
            fn()
            print(f"ok    {name}")
        except Exception as error:  # report every failure, not only the first
            failed += 1
            print(f"FAIL  {name}: {type(error).__name__}: {error}")
    print(f"{len(tests) - failed} of {len(tests)} passed")
    sys.exit(1 if failed else 0)
