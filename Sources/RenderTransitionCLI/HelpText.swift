/// The `--help` texts, built from the option tables so help and parsing cannot disagree.
package enum HelpText {
    /// `render-transition --help`: the whole tool.
    package static var tool: String {
        """
        render-transition \(CommandLineTool.version): render iOS view-controller transitions to PNG frames

        USAGE
          render-transition [render] [SOURCE] [OPTIONS]
          render-transition list
          render-transition compare A.png B.png [--tolerance C[,F[,E]]] [--diff OUT.png]
          render-transition compare GOLDEN_DIR ACTUAL_DIR [--sheet OUT.png]
          render-transition docs --out DIR
          render-transition port SRC.swift... --out DIR
          render-transition COMMAND --help

        With no arguments it renders the default demo (the Ping circular reveal) into ./frames.

        SOURCE (one of; default --demo ping)
        \(table(RenderOptions.render.filter { sourceOptions.contains($0.name) }))

        OPTIONS
        \(table(RenderOptions.render.filter { !sourceOptions.contains($0.name) }))

        COMMANDS
          render    render frames (the default when no command is given)
          list      the transitions (default duration, directions) and the demos
          compare   the difference of two PNGs; exit 0 within tolerance, 1 not
          docs      a gallery of every transition and direction, with a Markdown index
          port      copy UIKit Swift sources, making the edits Swift on Linux needs

        Frames: frame i shows t = i / fps, i = 0 ... ceil(duration x fps); files are
        DIR/frame-0000.png, frame-0001.png, ... (4 digits, more if needed). A frame file is
        written under a temporary name and renamed: it holds a complete PNG or does not exist.

        EXIT STATUS
          0    success
          1    a failure while running (unreadable input, output not writable, disk full)
          2    a usage error (unknown option or transition, bad or out-of-range value)
          130  interrupted by SIGINT or SIGTERM; complete frames stay, no partial file is left
        """ + "\n"
    }

    /// `render-transition render --help`.
    package static var render: String {
        """
        USAGE
          render-transition [render] [SOURCE] [OPTIONS]

        Renders a transition's frames. Default source: --demo ping; default output: ./frames.

        OPTIONS
        \(table(RenderOptions.render))

        EXAMPLES
          render-transition --demo ping --fps 30 --scale 1 --out /tmp/ping
          render-transition --from a.png --to b.png --transition circle-mask --trigger 20,700,80,44
          render-transition --demo ping --frames 0..19 --out shard   # one shard of a long render
          render-transition --demo ping --format apng --format sheet --quiet
          render-transition --demo ping --scale 1 --format gif,mp4,webp --hold 0.5
        """ + "\n"
    }

    /// `render-transition compare --help`.
    package static var compare: String {
        """
        USAGE
          render-transition compare REFERENCE.png ACTUAL.png [OPTIONS]
          render-transition compare GOLDEN_DIR ACTUAL_DIR [--sheet OUT.png] [OPTIONS]

        Prints the difference of two same-size PNGs: max channel difference, differing pixel
        fraction, mean absolute difference, PSNR, mean and max CIEDE2000. Exits 0 when every
        given limit holds and 1 when one does not (or an image cannot be read); 2 on a usage
        error. With no limit given only identical images pass. A limit not given is not checked.
        Two folders compare every PNG of the first with the same name in the second, one line
        each; a file missing on either side fails.

        OPTIONS
        \(table(RenderOptions.compare))

        EXAMPLES
          render-transition compare golden.png frame.png
          render-transition compare golden.png frame.png --tolerance 2,0.001 --diff diff.png
          render-transition compare golden/ frames/ --tolerance 2 --sheet compare.png
        """ + "\n"
    }

    /// `render-transition docs --help`.
    package static var docs: String {
        """
        USAGE
          render-transition docs --out DIR [--scale S] [--fps N] [--format F] [--sheet-format png|webp] [--jobs N] [--transition NAME]
                                 [--device NAME|none] [--no-system-ui] [--appearance light|dark|both]

        Writes a gallery: for every transition and direction an animated PNG (and the other
        --format animations) and a contact sheet, DIR/index.md (Markdown) that shows them and
        DIR/index.html, which plays, pauses and scrubs each one frame by frame. Each is
        recorded on an iPhone 16 with its status bar, home indicator and rounded corners, in
        light and in dark mode (NAME-DIRECTION-dark files), unless the options say otherwise.

        OPTIONS
        \(table(RenderOptions.docs))
        """ + "\n"
    }

    /// `render-transition port --help`.
    package static var port: String {
        """
        USAGE
          render-transition port SRC.swift... --out DIR

        Copies the Swift sources into DIR/NAME.swift and makes only the edits Swift on Linux
        needs to compile them against the UIKit module, printing each as FILE:LINE: before → after:
          - drops @objc, @objc(name), @objcMembers, @nonobjc, dynamic and the Interface Builder
            attributes (@IBOutlet, @IBAction, @IBInspectable, @IBDesignable, @IBSegueAction)
          - #selector(m) becomes Selector(Type.m) (Self.m in a protocol extension),
            #selector(getter: p) becomes Selector(getter: \\Type.p), #keyPath(Type.a.b) "a.b"
          - an override in an extension moves into its class's body (Linux refuses overriding
            from an extension); the class must be among the sources
        Everything else is copied byte for byte. Sources are ported together and written only
        when all of them port; on any error nothing is written. Each file is written under a
        temporary name and renamed.

        OPTIONS
        \(table(RenderOptions.port))

        EXIT STATUS
          0    ported; the last line is the edit count
          1    a source cannot be read, is not Swift, or needs an edit port cannot make
          2    a usage error (no sources, no --out, two sources of one name, --out holding a source)

        EXAMPLES
          render-transition port App/*.swift --out Ported
        """ + "\n"
    }

    /// `render-transition list --help`.
    package static var list: String {
        """
        USAGE
          render-transition list

        Prints the transitions (name, default duration, forward/reverse operations, summary)
        and the built-in demos (name, transition, summary).

        OPTIONS
        \(table(RenderOptions.list))
        """ + "\n"
    }

    static let sourceOptions: Set<String> = ["--demo", "--scene", "--from", "--to", "--to-text", "--background"]

    /// Two columns, synopsis padded to a fixed width; lines joined with the help's indentation.
    static func table(_ options: [OptionSpec]) -> String {
        options.map { o in
            let left = o.name == "--help" ? "--help, -h" : o.synopsis
            return "  " + left.padding(toLength: max(36, left.count + 2)) + o.help
        }.joined(separator: "\n")
    }
}

extension String {
    /// The string padded with spaces on the right to `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
