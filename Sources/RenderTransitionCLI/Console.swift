import Foundation

/// Where the tool writes: stdout, stderr and whether stderr is a terminal (progress shows only then).
/// Tests pass closures that collect the text.
package struct Console: Sendable {
    /// Writes text to standard output as given (callers add newlines).
    package var out: @Sendable (String) -> Void
    /// Writes text to standard error as given.
    package var err: @Sendable (String) -> Void
    /// True when stderr is a terminal, so in-place progress makes sense.
    package var errorIsTerminal: Bool

    /// A console of closures.
    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool) {
        self.out = out
        self.err = err
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's own stdout and stderr, unbuffered so lines appear in order; a failed write
    /// is kept for the exit status (`StandardStream`), never a trap.
    package static var standard: Console {
        Console(out: { StandardStream.output.write($0) },
                err: { StandardStream.error.write($0) },
                errorIsTerminal: isatty(2) == 1)
    }

    /// One line on stdout.
    package func print(_ line: String) { out(line + "\n") }

    /// One line on stderr; control characters in it (from file names) are escaped so it stays one line.
    package func printError(_ line: String) { err(TerminalText.escaped(line) + "\n") }
}
