import RowRaster

/// Where the counted differences are: clustered bounding boxes and the densest window.
enum ChangeRegions {
    /// Changed pixels clustered on 8 px cells (8-connected cells merge); each cluster's box
    /// is the bounding box of its changed pixels. Ordered top to bottom, then left to right.
    static func clusters(_ mask: [Bool], _ w: Int, _ h: Int) -> [IntRect] {
        let cell = 8, cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var boxes = [IntRect?](repeating: nil, count: cw * ch)
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let c = (y / cell) * cw + x / cell
                let px = IntRect(x: x, y: y, width: 1, height: 1)
                boxes[c] = boxes[c].map { $0.union(px) } ?? px
            }
        }
        var label = [Int](repeating: -1, count: cw * ch)
        var out: [IntRect] = []
        for start in 0..<(cw * ch) where boxes[start] != nil && label[start] < 0 {
            var stack = [start], box = boxes[start]!
            label[start] = out.count
            while let c = stack.popLast() {
                let cx = c % cw, cy = c / cw
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < cw, ny < ch else { continue }
                        let nc = ny * cw + nx
                        if let b = boxes[nc], label[nc] < 0 { label[nc] = out.count; box = box.union(b); stack.append(nc) }
                    }
                }
            }
            out.append(box)
        }
        return out.sorted { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
    }

    /// The window of side `size` with the most changed pixels (summed-area table).
    static func densest(_ mask: [Bool], _ w: Int, _ h: Int, _ size: Int) -> DenseWindow {
        let s = min(size, w, h)
        guard s > 0 else { return DenseWindow(rect: .zero, count: 0) }
        var sat = [Int](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row = 0
            for x in 0..<w {
                row += mask[y * w + x] ? 1 : 0
                sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1] + row
            }
        }
        var best = DenseWindow(rect: IntRect(x: 0, y: 0, width: s, height: s), count: 0)
        for y in 0...(h - s) {
            for x in 0...(w - s) {
                let c = sat[(y + s) * (w + 1) + x + s] - sat[y * (w + 1) + x + s] - sat[(y + s) * (w + 1) + x] + sat[y * (w + 1) + x]
                if c > best.count { best = DenseWindow(rect: IntRect(x: x, y: y, width: s, height: s), count: c) }
            }
        }
        return best
    }
}
