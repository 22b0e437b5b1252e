import Foundation
import RowPNG
import RowRaster

/// A static HTML review report of two folders of snapshots (goldens and actual renders):
/// per changed snapshot, light and dark side by side, each with 2-up, slide, blend (onion
/// skin), toggle and diff views; image sequences (`name.t250ms.png`, `frame-00012.png`) get
/// a frame scrubber. Images are inlined, so the report is one file.
public struct ReviewReport {
    public struct Entry {
        public let name: String
        public let golden: [UInt8]?
        public let actual: [UInt8]?
        public let diff: [UInt8]?
        public let differentPixels: Int
        public let note: String
    }

    public let title: String
    public let entries: [Entry]
    public let unchanged: Int

    /// Compares the folders (PNG names matched) and keeps what changed, went missing or is new.
    public init(goldenDirectory: String, actualDirectory: String, title: String = "RowFrame snapshot review") throws {
        self.title = title
        let m = try FileDiff.match(goldenDirectory, actualDirectory)
        var entries: [Entry] = []
        var unchanged = 0
        for name in m.pairs {
            let g = try AtomicFile.read(path: goldenDirectory + "/" + name), a = try AtomicFile.read(path: actualDirectory + "/" + name)
            if g == a { unchanged += 1; continue }
            let gi = try FileDiff.decode(g, path: goldenDirectory + "/" + name), ai = try FileDiff.decode(a, path: actualDirectory + "/" + name)
            guard gi.width == ai.width, gi.height == ai.height else {
                entries.append(Entry(name: name, golden: g, actual: a, diff: nil, differentPixels: 0,
                                     note: "size changed: \(gi.width)×\(gi.height) → \(ai.width)×\(ai.height)"))
                continue
            }
            if gi.rgba == ai.rgba { unchanged += 1; continue }
            var options = DiffOptions(); options.includeAA = true
            let r = try ImageDiff.compare(gi, ai, options: options)
            let d = r.diffImage
            let diffPNG = try PNG.encode(try Canvas(width: d.width, height: d.height,
                                                    straightRGBA: d.rgba.withUnsafeBytes { UnsafeRawBufferPointer(rebasing: $0[...]) }), level: 1)
            var changed = 0
            for i in stride(from: 0, to: gi.rgba.count, by: 4) where gi.rgba[i..<i + 4] != ai.rgba[i..<i + 4] { changed += 1 }
            entries.append(Entry(name: name, golden: g, actual: a, diff: diffPNG, differentPixels: r.differentPixels,
                                 note: "\(changed) of \(r.totalPixels) pixels changed, \(r.differentPixels) beyond the color threshold, in \(r.regions.count) region(s)"))
        }
        for name in m.onlyA {
            entries.append(Entry(name: name, golden: try AtomicFile.read(path: goldenDirectory + "/" + name), actual: nil, diff: nil,
                                 differentPixels: 0, note: "missing from the actual renders"))
        }
        for name in m.onlyB {
            entries.append(Entry(name: name, golden: nil, actual: try AtomicFile.read(path: actualDirectory + "/" + name), diff: nil,
                                 differentPixels: 0, note: "new: no golden"))
        }
        self.entries = entries
        self.unchanged = unchanged
    }

    /// "row.dark@3x.t250ms.png" → (family "row@3x", appearance "dark", frame "t250ms").
    static func split(_ name: String) -> (family: String, appearance: String, frame: String) {
        var base = (name as NSString).deletingPathExtension
        var frame = ""
        if let r = base.range(of: #"\.t\d+ms$"#, options: .regularExpression) { frame = String(base[r].dropFirst()); base.removeSubrange(r) }
        else if let r = base.range(of: #"frame-\d+$"#, options: .regularExpression) { frame = String(base[r]); base.removeSubrange(r) }
        var appearance = "—"
        for a in ["light", "dark"] {
            if let r = base.range(of: ".\(a)") { appearance = a; base.removeSubrange(r); break }
        }
        return (base.isEmpty ? "frames" : base, appearance, frame)
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    static func dataURI(_ png: [UInt8]?) -> String { png.map { "data:image/png;base64," + Data($0).base64EncodedString() } ?? "" }

    /// One frame of one appearance: the five views.
    static func frameHTML(_ e: Entry, frame: String, hidden: Bool) -> String {
        let g = dataURI(e.golden), a = dataURI(e.actual), d = dataURI(e.diff)
        let buttons = ["2-up", "slide", "blend", "toggle", "diff"].map {
            "<button data-mode=\"\($0)\" onclick=\"mode(this)\"\($0 == "2-up" ? " class=\"on\"" : "")>\($0)</button>"
        }.joined()
        return """
        <div class="frame" data-frame="\(escape(frame))"\(hidden ? " hidden" : "")><p class="note">\(escape(e.name)): \(escape(e.note))</p>
        <div class="modes">\(buttons)</div>
        <div class="view 2-up two-up"><figure><img src="\(g)" alt="golden"><figcaption>golden</figcaption></figure><figure><img src="\(a)" alt="actual"><figcaption>actual</figcaption></figure></div>
        <div class="view slide" hidden><div class="stack"><img src="\(g)" alt="golden"><div class="clip" style="width:50%"><img src="\(a)" alt="actual"></div></div><input type="range" min="0" max="100" value="50" oninput="slide(this)"></div>
        <div class="view blend" hidden><div class="stack"><img src="\(g)" alt="golden"><img class="over" src="\(a)" alt="actual" style="opacity:0.5"></div><input type="range" min="0" max="100" value="50" oninput="blend(this)"></div>
        <div class="view toggle" hidden><img src="\(g)" data-other="\(a)" alt="golden (click to flip)" onclick="flip(this)"><p>click the image to flip golden ↔ actual</p></div>
        <div class="view diff" hidden>\(e.diff == nil ? "<p>no diff image (\(escape(e.note)))</p>" : "<img src=\"\(d)\" alt=\"diff\">")</div>
        </div>
        """
    }

    public func html() -> String {
        var families: [String: [String: [(frame: String, entry: Entry)]]] = [:]
        var order: [String] = []
        for e in entries {
            let s = Self.split(e.name)
            if families[s.family] == nil { families[s.family] = [:]; order.append(s.family) }
            families[s.family]![s.appearance, default: []].append((s.frame, e))
        }
        var body = ""
        for key in order {
            body += "<section class=\"snapshot\" data-name=\"\(Self.escape(key))\"><h2>\(Self.escape(key))</h2><div class=\"appearances\">"
            let appearances = families[key]!
            for appearance in appearances.keys.sorted(by: { ($0 == "light" ? 0 : 1, $0) < ($1 == "light" ? 0 : 1, $1) }) {
                let frames = appearances[appearance]!.sorted { $0.frame.localizedStandardCompare($1.frame) == .orderedAscending }
                body += "<div class=\"appearance\" data-appearance=\"\(appearance)\"><h3>\(appearance)</h3>"
                if frames.count > 1 {
                    body += "<label class=\"scrubber\">frame <input type=\"range\" min=\"0\" max=\"\(frames.count - 1)\" value=\"0\" oninput=\"scrub(this)\"> <span>\(Self.escape(frames[0].frame))</span></label>"
                }
                for (i, item) in frames.enumerated() { body += Self.frameHTML(item.entry, frame: item.frame, hidden: i > 0) }
                body += "</div>"
            }
            body += "</div></section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Self.escape(title))</title>
        <style>
        body{font:14px system-ui,sans-serif;margin:24px;background:#f4f4f6;color:#1c1c1e}
        h1{margin:0 0 4px}.summary{color:#636366;margin:0 0 24px}
        .snapshot{background:#fff;border-radius:12px;padding:16px;margin:0 0 24px;box-shadow:0 1px 3px #0002}
        .appearances{display:flex;gap:24px;flex-wrap:wrap}.appearance{flex:1;min-width:320px}
        .appearance[data-appearance=dark]{background:#1c1c1e;color:#f2f2f7;border-radius:8px;padding:8px}
        img{max-width:100%}.two-up{display:flex;gap:8px}.two-up figure{margin:0;flex:1}
        .stack{position:relative;display:inline-block}.stack .clip{position:absolute;top:0;left:0;height:100%;overflow:hidden}
        .stack .clip img{max-width:none}.stack .over{position:absolute;top:0;left:0}
        .modes button{border:1px solid #8e8e93;background:none;border-radius:6px;margin:0 4px 8px 0;padding:2px 8px;color:inherit;cursor:pointer}
        .modes button.on{background:#007aff;color:#fff;border-color:#007aff}.note{color:#8e8e93;font-size:12px}
        </style></head><body>
        <h1>\(Self.escape(title))</h1>
        <p class="summary" id="summary">\(entries.count) changed · \(unchanged) unchanged</p>
        \(body)
        <script>
        function views(el){return el.closest('.frame').querySelectorAll('.view')}
        function mode(b){const f=b.closest('.frame');f.querySelectorAll('.modes button').forEach(x=>x.classList.toggle('on',x===b));
          views(b).forEach(v=>v.hidden=!v.classList.contains(b.dataset.mode))}
        function slide(r){const c=r.parentElement.querySelector('.clip');c.style.width=r.value+'%';
          c.querySelector('img').style.width=r.parentElement.querySelector('.stack>img').getBoundingClientRect().width+'px'}
        function blend(r){r.parentElement.querySelector('.over').style.opacity=r.value/100}
        function flip(img){const o=img.dataset.other;img.dataset.other=img.src;img.src=o}
        function scrub(r){const a=r.closest('.appearance');const fs=a.querySelectorAll('.frame');
          fs.forEach((f,i)=>f.hidden=i!=r.value);r.nextElementSibling.textContent=fs[r.value].dataset.frame}
        </script></body></html>
        """
    }
}
