/// The option tables of every subcommand: one row per option, the single source of parsing and help.
package enum RenderOptions {
    /// `render` (the default subcommand).
    package static let render: [OptionSpec] = [
        OptionSpec("--demo", .value("NAME"), "a built-in demo scene (see 'render-transition list'); default: ping"),
        OptionSpec("--scene", .value("FILE.json"), "a scene file: the two screens as view trees and the transition"),
        OptionSpec("--allow-images-outside", .flag, "scene files: allow images outside the scene file's directory"),
        OptionSpec("--from", .value("A.png"), "screenshot of the first screen, pixels at --scale (with --to)"),
        OptionSpec("--to", .value("B.png"), "screenshot of the second screen, the same size as --from"),
        OptionSpec("--to-text", .value("X,Y,W,H"), "screenshots: the to-screen's text box in points, flown in by circular-reveal"),
        OptionSpec("--background", .value("#RRGGBB"), "screenshots: the from-screen's background colour (default: its corner colour), also filling the --to-text hole"),
        OptionSpec("--transition", .value("NAME"), "the transition (see 'list'); overrides the scene's"),
        OptionSpec("--reverse", .flag, "the other direction: pop instead of push, dismiss instead of present"),
        OptionSpec("--trigger", .value("X,Y,W,H"), "the trigger (button) rectangle in points"),
        OptionSpec("--duration", .value("SECONDS"), "the whole run's length (overrides the transition's duration)"),
        OptionSpec("--fps", .value("N"), "frames per second, 1...1000 (default 60)"),
        OptionSpec("--scale", .value("S"), "pixels per point, 1...4 (default 3 for demos and scenes, 1 for screenshots)"),
        OptionSpec("--device", .value("NAME"), "the device: iphone-se-3, iphone-16, iphone-16-pro-max, ipad-10 (its screen size and scale; --scale still wins)"),
        OptionSpec("--orientation", .value("portrait|landscape"), "how the device is held (default portrait; also landscape-left, landscape-right, upside-down); needs --device"),
        OptionSpec("--system-ui", .flag, "draw the device's status bar and home indicator and round the screen's corners (default off); needs --device"),
        OptionSpec("--appearance", .value("light|dark"), "the device's appearance: light (default) or dark (dynamic system colours, dark bars)"),
        OptionSpec("--layout-direction", .value("ltr|rtl"), "the device's language direction: ltr (default) or rtl (mirrored layout and bars)"),
        OptionSpec("--out", .value("DIR"), "where files go (default ./frames); created if missing"),
        OptionSpec("--frames", .value("A..B"), "render only frames A through B (inclusive), bytes identical to a full run's"),
        OptionSpec("--format", .value("png|apng|sheet|webp|gif|mp4"), repeatable: true,
                   "png: DIR/frame-NNNN.png (default); apng: DIR/transition.png; sheet: DIR/sheet.png; webp, gif, mp4: DIR/transition.webp, .gif, .mp4 (gif, mp4 need ffmpeg); repeatable"),
        OptionSpec("--hold", .value("SECONDS"), "animations: the last frame stays this long before the loop, 0...60 (default 1)"),
        OptionSpec("--quality", .value("Q"), "WebP: lossy at quality 0...100 (default: lossless)"),
        OptionSpec("--gif-width", .value("PX"), "GIF: width in pixels, 16...4096 (default: the width in points)"),
        OptionSpec("--progress", .value("P"), "one frame at progress P in 0...1 (interactive scrubbing), as DIR/frame-0000.png"),
        OptionSpec("--gesture", .value("TRACE.json"), "drive the transition from a recorded pan gesture [{\"t\",\"x\",\"y\"}, ...]"),
        OptionSpec("--compression", .value("fast|default|small"), "PNG compression effort (default fast); pixels are the same"),
        OptionSpec("--jobs", .value("N"), "worker threads, 1...256 (default: all cores); output is identical for any N"),
        OptionSpec("--time-limit", .value("SECONDS"), "stop after this long (exit 1), keeping the complete frames; for untrusted scenes"),
        OptionSpec("--work-limit", .value("PIXELS"), "refuse a frame that composites more device pixels than this, summed over layers (default 1e9)"),
        OptionSpec("--quiet", .flag, "no progress and no summary on stderr (warnings and errors still show)"),
        OptionSpec("--version", .flag, "print the version"),
        OptionSpec("--help", .flag, "show this help"),
    ]

    /// `compare A.png B.png`.
    package static let compare: [OptionSpec] = [
        OptionSpec("--max-channel", .value("N"), "largest channel difference allowed anywhere, 0...255"),
        OptionSpec("--max-fraction", .value("F"), "largest fraction of differing pixels allowed, 0...1"),
        OptionSpec("--max-delta-e", .value("E"), "largest mean CIEDE2000 colour difference allowed"),
        OptionSpec("--threshold", .value("N"), "channel differences up to N do not make a pixel count as differing (default 0)"),
        OptionSpec("--tolerance", .value("C[,F[,E]]"), "shorthand for --max-channel C --max-fraction F --max-delta-e E"),
        OptionSpec("--diff", .value("OUT.png"), "write a difference image: differing pixels red, the rest dim grey"),
        OptionSpec("--sheet", .value("OUT.png"), "two folders: golden | actual | difference side by side for the whole sequence"),
        OptionSpec("--quiet", .flag, "print nothing; only the exit status tells"),
        OptionSpec("--help", .flag, "show this help"),
    ]

    /// `docs --out DIR`.
    package static let docs: [OptionSpec] = [
        OptionSpec("--out", .value("DIR"), "where the gallery goes (required); created if missing"),
        OptionSpec("--scale", .value("S"), "pixels per point, 1...4 (default 1)"),
        OptionSpec("--fps", .value("N"), "frames per second, 1...1000 (default 30)"),
        OptionSpec("--format", .value("apng|webp|gif|mp4"), repeatable: true,
                   "each item's animations (default apng; gif and mp4 need ffmpeg); repeatable or comma-separated"),
        OptionSpec("--sheet-format", .value("png|webp"), "the contact sheets' files (default png); webp: lossless, about half the bytes"),
        OptionSpec("--device", .value("NAME|none"), "the device recorded on: iphone-16 (default), iphone-se-3, iphone-16-pro-max, ipad-10; none: a bare 390 x 844 pt screen"),
        OptionSpec("--system-ui", .flag, "draw the device's status bar and home indicator and round the screen's corners (the default on a device)"),
        OptionSpec("--no-system-ui", .flag, "the device's screen alone: no status bar, home indicator or rounded corners"),
        OptionSpec("--appearance", .value("light|dark|both"), "record in light mode, dark mode or both (default both; dark files end -dark)"),
        OptionSpec("--jobs", .value("N"), "worker threads, 1...256 (default: all cores); output is identical for any N"),
        OptionSpec("--transition", .value("NAME"), repeatable: true, "only these transitions (see 'list'); default: all"),
        OptionSpec("--quiet", .flag, "no per-item lines on stderr"),
        OptionSpec("--help", .flag, "show this help"),
    ]

    /// `port SRC.swift… --out DIR`.
    package static let port: [OptionSpec] = [
        OptionSpec("--out", .value("DIR"), "where the ported files go (required), created if missing; DIR/NAME.swift must not be a source"),
        OptionSpec("--help", .flag, "show this help"),
    ]

    /// `list`.
    package static let list: [OptionSpec] = [
        OptionSpec("--help", .flag, "show this help"),
    ]

    /// Options of the tool itself (before any subcommand).
    package static let tool: [OptionSpec] = [
        OptionSpec("--help", .flag, "show this help"),
        OptionSpec("--version", .flag, "print the version"),
    ]
}
