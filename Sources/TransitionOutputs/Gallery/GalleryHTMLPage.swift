import Raster
import Transitions

/// The gallery's HTML page (`index.html`): every transition and direction, in each appearance
/// recorded (light and dark side by side, each player at most 380 px wide so two fit a
/// 1000 px window, the dark one on a dark card), with a player that
/// plays, pauses and scrubs frame by frame, the curve and the duration beside it.
///
/// Self-contained: the style and script are inline, the only fonts are the system's, and the
/// only files it loads are the gallery's own, by relative name (it works from `file://` and
/// makes no request outside its folder). The player shows a frame by moving the contact sheet
/// behind a window the size of one cell (the sheet is the sprite), so scrubbing needs no
/// decoder; the slider steps over the sheet's cells, which are every frame up to
/// `ContactSheetBuilder.maximumCells`. Keyboard: Tab reaches each button and slider; Space or
/// Enter plays and pauses, the arrow keys step a frame, Home and End jump to the ends.
/// `#frame=<baseName>:<k>` in the address selects cell k of one player on load (links to a
/// frame, and how the browser test moves a slider without a pointer).
struct GalleryHTMLPage {
    let pages: GalleryPages

    init(_ pages: GalleryPages) { self.pages = pages }

    var html: String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Transition gallery</title>
        <style>
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 16px; color: #1c1c1e; background: #f2f2f2; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 24px 0 4px; }
        p.summary { margin: 0 0 8px; color: #3a3a3c; }
        .direction { display: inline-block; vertical-align: top; margin: 0 24px 16px 0; }
        .item { display: inline-block; vertical-align: top; margin: 0 8px 0 0; padding: 8px; border-radius: 8px; max-width: 380px; }
        .item.dark { background: #1c1c1e; color: #f2f2f7; }
        .item.dark dt { color: #98989f; }
        .item.dark a { color: #64a8ff; }
        .item h3 { font-size: 14px; margin: 0 0 6px; }
        .window { background-repeat: no-repeat; outline: 1px solid #c8c8c8; }
        .controls { display: flex; align-items: center; gap: 8px; margin-top: 6px; font-size: 12px; }
        .controls input { flex: 1; }
        .controls button { min-width: 64px; }
        dl { font-size: 12px; margin: 6px 0 0; display: grid; grid-template-columns: auto auto; gap: 2px 8px; }
        dt { color: #6c6c70; }
        dd { margin: 0; }
        :focus-visible { outline: 2px solid #0a84ff; outline-offset: 2px; }
        </style>
        </head>
        <body>
        <h1>Transition gallery</h1>
        <p>Every transition in the catalog on \(Self.escape(pages.screen)) in \(pages.appearanceWords), at scale \(Self.format(pages.scale)), \(pages.fps) fps. Play, pause
        and scrub each direction; with a player focused, Space plays or pauses and the arrow keys step a frame.
        Regenerate with <code>render-transition docs --out DIR</code>.</p>

        """
        var current = ""
        for items in pages.directions {
            let d = items[0].transition
            if d.name != current {
                if !current.isEmpty { out += "</section>\n" }
                current = d.name
                out += "<section id=\"\(Self.escape(d.name))\">\n<h2>\(Self.escape(d.name))</h2>\n"
                out += "<p class=\"summary\">\(Self.escape(d.summary))</p>\n"
            }
            out += "<div class=\"direction\">\n"
            for e in items { out += player(e) }
            out += "</div>\n"
        }
        if !current.isEmpty { out += "</section>\n" }
        out += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// One direction's player: the window onto the sheet, its controls and its facts.
    func player(_ e: GalleryEntry) -> String {
        let first = e.sheetCells[0].rect
        let cells = e.sheetCells.map { "[\($0.frame),\($0.rect.x),\($0.rect.y),\(Self.format($0.time))]" }.joined(separator: ",")
        let id = Self.escape(e.baseName)
        let look = e.appearance.rawValue
        var out = "<div class=\"item player \(look)\" id=\"\(id)\" data-fps=\"\(e.fps)\" data-cells=\"[\(cells)]\">\n"
        out += "<h3>\(Self.escape(e.transition.name)) — \(e.operation) · \(look)</h3>\n"
        out += "<div class=\"window\" role=\"img\" aria-label=\"\(Self.escape(e.transition.name)) \(e.operation), \(look), frame 0\" "
        out += "style=\"width:\(first.width)px;height:\(first.height)px;background-image:url('\(Self.escape(e.sheetFile))');"
        out += "background-position:-\(first.x)px -\(first.y)px\"></div>\n"
        out += "<div class=\"controls\"><button type=\"button\" class=\"play\" aria-label=\"Play \(id)\">Play</button>"
        out += "<input type=\"range\" class=\"scrub\" min=\"0\" max=\"\(e.sheetCells.count - 1)\" step=\"1\" value=\"0\" aria-label=\"Frame of \(id)\">"
        out += "<output class=\"time\">0.000 s</output></div>\n"
        out += "<dl><dt>Curve</dt><dd>\(Self.escape(e.transition.curve))</dd>"
        out += "<dt>Duration</dt><dd>\(Self.format(e.transitionDuration)) s (last animation ends at \(Self.format(e.totalDuration)) s)</dd>"
        out += "<dt>Frames</dt><dd>\(e.frameCount) at \(e.fps) fps</dd>"
        let files = (e.animations + [e.sheetFile]).map { "<a href=\"\(Self.escape($0))\">\(Self.escape($0))</a>" }
        out += "<dt>Files</dt><dd>\(files.joined(separator: " "))</dd></dl>\n"
        for w in e.warnings { out += "<p class=\"summary\">Warning: \(Self.escape(w))</p>\n" }
        out += "</div>\n"
        return out
    }

    /// The players' behaviour: the slider shows a cell, the button runs a timer at the render's fps.
    static let script = """
    (function () {
      function setup(player) {
        var cells = JSON.parse(player.dataset.cells), fps = Number(player.dataset.fps);
        var win = player.querySelector('.window'), scrub = player.querySelector('.scrub');
        var button = player.querySelector('.play'), time = player.querySelector('.time');
        var timer = null, k = 0;
        function show(i) {
          k = Math.max(0, Math.min(cells.length - 1, i));
          var c = cells[k];
          win.style.backgroundPosition = '-' + c[1] + 'px -' + c[2] + 'px';
          win.setAttribute('aria-label', player.id + ', frame ' + c[0]);
          scrub.value = String(k);
          time.textContent = c[3].toFixed(3) + ' s';
        }
        function pause() { if (timer) { clearInterval(timer); timer = null; } button.textContent = 'Play'; }
        function play() {
          if (k === cells.length - 1) show(0);
          button.textContent = 'Pause';
          timer = setInterval(function () { if (k >= cells.length - 1) { pause(); } else { show(k + 1); } }, 1000 / fps);
        }
        button.addEventListener('click', function () { if (timer) pause(); else play(); });
        scrub.addEventListener('input', function () { pause(); show(Number(scrub.value)); });
        player.addEventListener('keydown', function (event) {
          if (event.target === scrub && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
          var keys = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
          if (event.key in keys) { pause(); show(k + keys[event.key]); event.preventDefault(); }
          else if (event.key === 'Home') { pause(); show(0); event.preventDefault(); }
          else if (event.key === 'End') { pause(); show(cells.length - 1); event.preventDefault(); }
          else if (event.key === ' ' && event.target !== button) { if (timer) pause(); else play(); event.preventDefault(); }
        });
        show(0);
        return { scrubTo: function (i) { scrub.value = String(i); scrub.dispatchEvent(new Event('input')); } };
      }
      var players = {};
      document.querySelectorAll('.player').forEach(function (p) { players[p.id] = setup(p); });
      var m = /^#frame=([^:]+):(\\d+)$/.exec(location.hash);
      if (m && players[m[1]]) {
        players[m[1]].scrubTo(Number(m[2]));
        document.getElementById(m[1]).scrollIntoView();
      }
    })();

    """

    /// Text safe inside HTML elements and attribute values.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// Seconds with up to three decimals and no trailing zeros (as the Markdown index).
    static func format(_ v: Double) -> String { GalleryIndex.format(v) }
}
