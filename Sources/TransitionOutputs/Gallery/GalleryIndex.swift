
/// The gallery's Markdown index page: one section per transition with both directions' animation and sheet.
struct GalleryIndex {
    let entries: [GalleryEntry]
    let scale: Double
    let fps: Int

    var markdown: String {
        var out = """
        # Transition gallery

        Every transition in the catalog, rendered on its showcase scene at scale \(format(scale)) and \(fps) fps.
        Each direction has an animation (it loops) and a contact sheet of its frames with their times;
        `index.html` beside this page plays, pauses and scrubs them frame by frame.
        Regenerate with `render-transition docs --out DIR`; the files are byte-identical run to run.
        The curve column names each curve's source; each section says where the other numbers come
        from (docs/catalog.md has the full account).

        | Transition | Directions | Default duration | Curve |
        |---|---|---|---|

        """
        var seen = Set<String>()
        for e in entries where seen.insert(e.transition.name).inserted {
            let d = e.transition
            out += "| [\(d.name)](#\(d.name)) | \(d.forward) / \(d.reverse) | \(duration(d)) | \(escape(d.curve)) |\n"
        }
        var current = ""
        for e in entries {
            let d = e.transition
            if d.name != current {
                current = d.name
                out += "\n## \(d.name)\n\n\(escape(d.summary))\n\n"
                out += "- Default duration: \(duration(d))\n- Curve: \(escape(d.curve))\n"
                if !d.sources.isEmpty { out += "- Where the numbers come from: \(escape(d.sources))\n" }
                out += "- Needs a trigger rectangle: \(d.needsTrigger ? "yes" : "no")\n"
            }
            out += "\n### \(d.name) — \(e.operation)\n\n"
            out += "Scene `\(e.sceneName)`; transition \(format(e.transitionDuration)) s, last animation ends at \(format(e.totalDuration)) s; \(e.frameCount) frames.\n\n"
            for w in e.warnings { out += "> Warning: \(escape(w))\n\n" }
            if let animation = e.animations.first { out += "![\(d.name) \(e.operation), animated](\(animation))\n\n" }
            out += "![\(d.name) \(e.operation), contact sheet](\(e.sheetFile))\n"
        }
        return out
    }

    func format(_ v: Double) -> String { Self.format(v) }

    /// The default duration as `list` gives it ("0.25 s mask, 0.35 s total" when it is one
    /// part's), with this page's up-to-three decimals.
    func duration(_ d: GalleryTransition) -> String {
        guard let part = d.durationPart else { return "\(format(d.defaultDuration)) s" }
        return "\(format(d.defaultDuration)) s \(part.name), \(format(part.total)) s total"
    }

    /// Seconds with up to three decimals and no trailing zeros (deterministic, locale-free).
    static func format(_ v: Double) -> String {
        let ms = Int((v * 1000).rounded())
        var s = "\(ms / 1000)"
        if ms % 1000 != 0 {
            var f = String(ms % 1000)
            f = String(repeating: "0", count: 3 - f.count) + f
            while f.hasSuffix("0") { f.removeLast() }
            s += "." + f
        }
        return s
    }

    /// Keeps table cells and lines intact when a summary holds Markdown's special characters.
    func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
}
