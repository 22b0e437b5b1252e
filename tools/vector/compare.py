#!/usr/bin/env python3
"""RowFrame's vector renders against reference renderers (tools/vector/measure.sh runs this).

    compare.py OUT_DIR SIZE

For each file of OUT_DIR/list.tsv: the reference is drawn at the size RowFrame drew it
(OUT_DIR/rowframe.tsv gives the natural size; the file fits SIZE px) — SVG by librsvg
(rsvg-convert), PDF's first page by MuPDF — to OUT_DIR/reference/<id>.png. Then per file: ink IoU
(alpha > 0.5, each mask dilated by 1 px before intersecting, so anti-aliasing does not count)
and the mean color difference over the ink (both composited on white, 0-255). A file agrees
when its IoU is at least 0.9 and its color difference at most 16. Writes results.tsv,
prints medians per format, and writes sheets/sheet-N.png: reference | RowFrame | difference.
"""
import os
import subprocess
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def reference(path, width, height, w, h):
    if path.endswith('.svg'):
        png = os.path.join(os.path.dirname(path), '..', 'reference', os.path.basename(path) + '.rsvg.png')
        done = subprocess.run(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', png, path], capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise ValueError('librsvg cannot read it: ' + done.stderr.strip().splitlines()[-1] if done.stderr.strip() else 'librsvg failed')
        im = Image.open(png).convert('RGBA')
        os.remove(png)
        canvas = Image.new('RGBA', (w, h), (0, 0, 0, 0))
        canvas.paste(im, (0, 0))
        return canvas
    import pymupdf
    doc = pymupdf.open(path)
    page = doc[0]
    r = page.rect
    pix = page.get_pixmap(matrix=pymupdf.Matrix(w / r.width, h / r.height), alpha=True)
    # MuPDF's pixmaps are premultiplied; PIL's RGBA is straight alpha.
    px = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 4).astype(np.float64)
    alpha = px[:, :, 3:4]
    px[:, :, :3] = np.where(alpha > 0, np.clip(px[:, :, :3] * 255 / np.maximum(alpha, 1), 0, 255), 0)
    im = Image.fromarray(px.round().astype(np.uint8), 'RGBA')
    canvas = Image.new('RGBA', (w, h), (0, 0, 0, 0))
    canvas.paste(im, (0, 0))
    return canvas


def on_white(im):
    white = Image.new('RGBA', im.size, (255, 255, 255, 255))
    return np.asarray(Image.alpha_composite(white, im).convert('RGB'), dtype=np.float64)


def ink(im):
    return Image.fromarray((np.asarray(im)[:, :, 3] > 127).astype(np.uint8) * 255)


def iou(a, b):
    ma, mb = np.asarray(ink(a)) > 0, np.asarray(ink(b)) > 0
    da = np.asarray(ink(a).filter(ImageFilter.MaxFilter(3))) > 0
    db = np.asarray(ink(b).filter(ImageFilter.MaxFilter(3))) > 0
    union = (ma | mb).sum()
    if union == 0:
        return 1.0
    # A pixel agrees when the other image has ink within 1 px of it.
    agree = (ma & db).sum() + (mb & da).sum()
    return agree / (ma.sum() + mb.sum())


def main():
    out, size = sys.argv[1], int(sys.argv[2])
    status = {}
    for line in open(os.path.join(out, 'rowframe.tsv')):
        parts = line.rstrip('\n').split('\t')
        status[parts[0]] = parts[1:]
    rows, sheet_items = [], []
    for line in open(os.path.join(out, 'list.tsv')):
        vid, path, repo, repo_path = line.rstrip('\n').split('\t')
        kind = path.rsplit('.', 1)[1]
        st = status.get(vid, ['error', 'not rendered'])
        if st[0] != 'ok':
            rows.append((vid, kind, repo, repo_path, 'rowframe error', '', '', st[1]))
            continue
        width, height = (float(v) for v in st[1].replace(' pt', '').split(' x '))
        mine = Image.open(os.path.join(out, 'rowframe', vid + '.png')).convert('RGBA')
        w, h = mine.size
        try:
            ref = reference(path, width, height, w, h)
        except Exception as e:  # the reference cannot draw it either
            rows.append((vid, kind, repo, repo_path, 'reference error', '', '', str(e)[:80]))
            continue
        ref.save(os.path.join(out, 'reference', vid + '.png'))
        a, b = on_white(ref), on_white(mine)
        either = (np.asarray(ref)[:, :, 3] > 25) | (np.asarray(mine)[:, :, 3] > 25)
        diff = float(np.abs(a - b).mean(axis=2)[either].mean()) if either.any() else 0.0
        score = iou(ref, mine)
        agrees = score >= 0.9 and diff <= 16
        rows.append((vid, kind, repo, repo_path, 'agrees' if agrees else 'differs', f'{score:.3f}', f'{diff:.1f}', st[2] if len(st) > 2 else ''))
        sheet_items.append((vid, ref, mine, Image.fromarray(np.abs(a - b).astype(np.uint8)), agrees, score, diff))
    with open(os.path.join(out, 'results.tsv'), 'w') as f:
        f.write('id\tformat\trepo\tpath\tverdict\tink_iou\tcolor_diff\tnote\n')
        for r in rows:
            f.write('\t'.join(r) + '\n')
    for kind in ('svg', 'pdf', None):
        sel = [r for r in rows if kind is None or r[1] == kind]
        scored = [r for r in sel if r[5]]
        if not sel:
            continue
        ious = sorted(float(r[5]) for r in scored)
        diffs = sorted(float(r[6]) for r in scored)
        med = lambda xs: xs[len(xs) // 2] if xs else float('nan')
        print(f"{kind or 'all'}: {len(sel)} files; RowFrame errors {sum(r[4] == 'rowframe error' for r in sel)}, "
              f"reference errors {sum(r[4] == 'reference error' for r in sel)}; agree {sum(r[4] == 'agrees' for r in sel)} "
              f"of {len(scored)} compared; median ink IoU {med(ious):.3f}, median color difference {med(diffs):.1f}")
    os.makedirs(os.path.join(out, 'sheets'), exist_ok=True)
    cell, per_row, per_sheet = size + 8, 4, 40
    for n in range(0, len(sheet_items), per_sheet):
        items = sheet_items[n:n + per_sheet]
        rows_n = (len(items) + per_row - 1) // per_row
        sheet = Image.new('RGB', (per_row * 3 * cell, rows_n * (cell + 14)), (200, 200, 200))
        draw = ImageDraw.Draw(sheet)
        for i, (vid, ref, mine, d, agrees, score, diff) in enumerate(items):
            x0, y0 = (i % per_row) * 3 * cell, (i // per_row) * (cell + 14)
            for j, im in enumerate((ref, mine)):
                bg = Image.new('RGBA', im.size, (255, 255, 255, 255))
                sheet.paste(Image.alpha_composite(bg, im).convert('RGB'), (x0 + j * cell + 4, y0 + 14))
            sheet.paste(d, (x0 + 2 * cell + 4, y0 + 14))
            draw.text((x0 + 4, y0 + 1), f"{vid} {'ok' if agrees else 'DIFF'} {score:.2f} {diff:.0f}", fill=(0, 0, 0) if agrees else (200, 0, 0))
        sheet.save(os.path.join(out, 'sheets', f'sheet-{n // per_sheet + 1}.png'))


if __name__ == '__main__':
    main()
