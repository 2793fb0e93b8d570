
/// The gallery's Markdown index page: one section per transition with both directions'
/// animations and sheets, each direction in every appearance recorded.
struct GalleryIndex {
    let pages: GalleryPages

    init(_ pages: GalleryPages) { self.pages = pages }

    var markdown: String {
        let appearances = pages.appearances.count > 1
            ? "Each direction is shown in \(pages.appearanceWords) (the `-dark` files are dark mode's), with an animation (it loops)"
            : "Each direction, in \(pages.appearanceWords), has an animation (it loops)"
        var out = """
        # Transition gallery

        Every transition in the catalog, rendered on \(pages.screen) at scale \(format(pages.scale)) and \(pages.fps) fps.
        \(appearances) and a contact sheet of its frames with their times;
        `index.html` beside this page plays, pauses and scrubs them frame by frame.
        Regenerate with `render-transition docs --out DIR`; the files are byte-identical run to run.
        The curve column names each curve's source; each section says where the other numbers come
        from (docs/catalog.md has the full account).

        | Transition | Directions | Default duration | Curve |
        |---|---|---|---|

        """
        var seen = Set<String>()
        for e in pages.entries where seen.insert(e.transition.name).inserted {
            let d = e.transition
            out += "| [\(d.name)](#\(d.name)) | \(d.forward) / \(d.reverse) | \(duration(d)) | \(escape(d.curve)) |\n"
        }
        var current = ""
        for items in pages.directions {
            let d = items[0].transition
            if d.name != current {
                current = d.name
                out += "\n## \(d.name)\n\n\(escape(d.summary))\n\n"
                out += "- Default duration: \(duration(d))\n- Curve: \(escape(d.curve))\n"
                if !d.sources.isEmpty { out += "- Where the numbers come from: \(escape(d.sources))\n" }
                out += "- Needs a trigger rectangle: \(d.needsTrigger ? "yes" : "no")\n"
            }
            out += "\n### \(d.name) — \(items[0].operation)\n\n"
            // One line of facts when every appearance's run says the same (they run the same code), else one each.
            let facts = items.map(self.facts)
            if Set(facts).count == 1 {
                out += facts[0] + "\n\n"
            } else {
                for (e, f) in zip(items, facts) { out += "\(e.appearance.rawValue.capitalized): \(f)\n\n" }
            }
            var warned = Set<String>()
            for e in items { for w in e.warnings where warned.insert(w).inserted { out += "> Warning: \(escape(w))\n\n" } }
            // The animations side by side (two phone screens fit a page's column); the sheets, a page wide, one under the other.
            let animated = items.filter { !$0.animations.isEmpty }
            if !animated.isEmpty {
                out += "| " + animated.map { $0.appearance.rawValue.capitalized }.joined(separator: " | ") + " |\n"
                out += "|" + String(repeating: "---|", count: animated.count) + "\n"
                out += "| " + animated.map { "![\(name($0)), animated](\($0.animations[0]))" }.joined(separator: " | ") + " |\n\n"
            }
            out += items.map { "![\(name($0)), contact sheet](\($0.sheetFile))\n" }.joined(separator: "\n")
        }
        return out
    }

    /// "circle-mask push, dark": what an item's images are of.
    func name(_ e: GalleryEntry) -> String { "\(e.transition.name) \(e.operation), \(e.appearance.rawValue)" }

    /// The scene, the durations and the frame count of an item's run.
    func facts(_ e: GalleryEntry) -> String {
        "Scene `\(e.sceneName)`; transition \(format(e.transitionDuration)) s, last animation ends at \(format(e.totalDuration)) s; \(e.frameCount) frames."
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
