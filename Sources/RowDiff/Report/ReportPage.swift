import Foundation

/// The report's one page: markup and style here, behaviour in `ReportScript`; the data is the
/// report document, embedded as JSON and laid out by the script.
enum ReportPage {
    static func html(_ document: ReportDocument, json: Data) -> String {
        // "<" never appears raw inside the embedded JSON, so no "</script>" can end it early.
        let data = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(document.title))</title>
        <style>\(style)</style></head>
        <body>
        <nav id="index" aria-label="Index">
          <input id="filter" type="search" placeholder="Filter by name  ( / )" autocomplete="off">
          <div id="index-sections"></div>
          <p class="keys">j / k next, previous · 1–5 modes · ← → frames · z actual pixels · t flip (toggle) · a accept · x reject · / filter</p>
        </nav>
        <main>
          <header id="top"><h1>\(escape(document.title))</h1>
            <p id="summary"></p><p id="settings"></p><div id="review"></div><div id="approve-all"></div></header>
          <div id="sections"></div>
        </main>
        <script type="application/json" id="report-data">\(data)</script>
        <script>\(ReportScript.source)</script>
        </body></html>
        """
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
    [hidden]{display:none!important}
    *{box-sizing:border-box}
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e;display:flex}
    #index{position:sticky;top:0;height:100vh;overflow:auto;width:280px;flex:none;padding:16px;background:#fff;border-right:1px solid #d1d1d6}
    #filter{width:100%;padding:6px 8px;border:1px solid #c7c7cc;border-radius:8px;font:inherit;margin-bottom:12px}
    #index h2{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#6c6c70;margin:14px 0 4px;display:flex;justify-content:space-between}
    #index ul{list-style:none;margin:0;padding:0}#index li a{display:block;padding:2px 6px;border-radius:6px;color:inherit;text-decoration:none;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:13px}
    #index li a:hover,#index li a.current{background:#e5e5ea}
    #index details summary{cursor:pointer;color:#6c6c70;font-size:12px}
    .keys{color:#8e8e93;font-size:11px;margin-top:16px}
    main{flex:1;min-width:0;padding:20px 24px}
    h1{margin:0 0 4px;font-size:22px}#summary{margin:0;font-size:15px}#settings{margin:2px 0 8px;color:#6c6c70;font-size:12px}
    #settings code{font:12px ui-monospace,Menlo,monospace;background:#e5e5ea;border-radius:4px;padding:0 4px;color:#1c1c1e}
    #review .tally{margin:6px 0;font-size:13px}#review .hint{color:#8e8e93}
    .section>h2{font-size:17px;margin:24px 0 8px}
    .card{background:#fff;border-radius:12px;padding:14px 16px;margin:0 0 16px;box-shadow:0 1px 3px #0002;min-height:120px;scroll-margin-top:12px}
    .card.current{outline:2px solid #007aff}
    .card>header{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px}.card h3{margin:0;font-size:15px;word-break:break-all}
    .badge{font-size:11px;border-radius:10px;padding:1px 8px;color:#fff;background:#8e8e93}
    .badge.changed{background:#ff3b30}.badge.added{background:#34c759}.badge.removed{background:#ff9500}.badge.withinThreshold{background:#af52de}
    .badge.moved{background:#5856d6}
    .verdict{margin-left:auto;display:flex;gap:6px}.verdict button{font:inherit;font-size:12px;border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:1px 8px;cursor:pointer}
    .decision{font-size:12px;font-weight:600}.card.accepted .decision{color:#248a3d}.card.rejected .decision{color:#d70015}
    .card.accepted{box-shadow:0 0 0 2px #34c759}.card.rejected{box-shadow:0 0 0 2px #ff3b30}
    .controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:10px 0}
    .modes button{border:1px solid #c7c7cc;background:#fff;border-radius:6px;margin-right:4px;padding:2px 10px;cursor:pointer;font:inherit;font-size:13px}
    .modes button.on{background:#007aff;color:#fff;border-color:#007aff}
    .scrub{display:flex;align-items:center;gap:8px;font-size:13px}.scrub input{width:220px;display:block;margin:0}
    .track{position:relative;display:inline-block;padding-bottom:7px}
    .ticks{position:absolute;left:8px;right:8px;bottom:0;height:6px}
    .tick{position:absolute;width:4px;height:6px;margin-left:-2px;border-radius:1px;background:#c7c7cc}
    .tick.changed,.tick.added,.tick.removed,.tick.moved{background:#ff3b30}.tick.withinThreshold{background:#af52de}
    .zoom{border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:2px 10px;cursor:pointer;font:inherit;font-size:13px}
    .zoom.on{background:#007aff;color:#fff;border-color:#007aff}
    .columns{display:flex;gap:16px;align-items:flex-start}.columns.rows{flex-direction:column}.columns.rows .col{width:100%}.columns.rows .twoup{gap:32px}
    .col{flex:1;min-width:0;border-radius:10px;padding:8px}.col h4{margin:0 0 6px;font-size:12px;text-transform:uppercase;color:#6c6c70}
    .col.dark{background:#1c1c1e;color:#f2f2f7}.col.dark h4{color:#aeaeb2}
    .stats{font-size:12px;color:#8e8e93;margin:6px 0 0;word-break:break-word}
    .pane{background:repeating-conic-gradient(#e5e5ea 0 25%,#fff 0 50%) 0 0/16px 16px;border-radius:4px;line-height:0}
    .canvas{position:relative}
    .pane img{width:100%;height:auto;display:block}
    .region{position:absolute;outline:2px solid #ff3b30;outline-offset:1px;border-radius:2px;pointer-events:none;box-shadow:0 0 0 1px #fff8}
    .card.zoomed .pane{max-height:70vh;overflow:auto}.card.zoomed .canvas{width:max-content}
    .card.zoomed .pane img{width:auto;max-width:none}
    .divider{position:absolute;top:0;bottom:0;width:2px;margin-left:-1px;background:#007aff;pointer-events:none}
    .divider .handle{position:absolute;top:50%;left:-7px;width:16px;height:16px;margin-top:-8px;border-radius:8px;background:#007aff;box-shadow:0 0 0 2px #fff}
    .mode-slide .canvas{cursor:ew-resize;touch-action:none}
    .twoup{display:flex;gap:8px}.twoup figure{margin:0;flex:1;min-width:0}
    figcaption,.caption{font-size:11px;color:#8e8e93;line-height:1.6;margin-top:2px}
    .stack{position:relative;cursor:default}.stack .top{position:absolute;left:0;top:0}
    .approve .dry{color:#8e8e93;margin-top:6px}
    .stack.toggle{cursor:pointer}
    .slider{width:100%;margin-top:6px}
    .approve{margin-top:10px;font-size:12px}.approve code{display:block;background:#f2f2f7;border-radius:6px;padding:6px 8px;margin:4px 0;white-space:pre-wrap;word-break:break-all;font:12px ui-monospace,Menlo,monospace}
    #approve-all .approve code{background:#fff}
    .copy{font:inherit;font-size:12px;border:1px solid #c7c7cc;background:#fff;border-radius:6px;padding:1px 8px;cursor:pointer}
    .empty{color:#8e8e93}
    """
}
