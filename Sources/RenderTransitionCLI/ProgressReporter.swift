import Foundation

/// Frames done / total, rate and time left on stderr, redrawn in place with `\r`; only when
/// stderr is a terminal (a log file should not fill with carriage returns) and not `--quiet`.
/// The line is cut to the terminal's width, read at every redraw: a line that wraps cannot be
/// redrawn by `\r`, and a narrow terminal would fill with stale lines.
final class ProgressReporter {
    private let console: Console
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var lineLength = 0

    init(console: Console, total: Int, enabled: Bool) {
        self.console = console
        self.total = total
        self.enabled = enabled && console.errorIsTerminal
    }

    /// Seconds since the reporter was made.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// Redraws after frame `done` of `total`, at most ten times a second (and on the last frame).
    func update(done: Int) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        let seconds = max(elapsed, 1e-6)
        let rate = Double(done) / seconds
        let left = rate > 0 ? Double(total - done) / rate : 0
        var line = "frame \(done)/\(total)  \(String(format: "%.1f", rate)) frames/s  \(String(format: "%.0f", left.rounded(.up))) s left"
        if let columns = Self.terminalColumns(), line.count >= columns { line = String(line.prefix(max(columns - 1, 0))) }
        console.err("\r" + line.padding(toLength: lineLength))
        lineLength = line.count
    }

    /// The width of the terminal on stderr, nil when it does not say.
    static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Clears the progress line so the summary or an error starts on a clean line.
    func clear() {
        guard enabled, lineLength > 0 else { return }
        console.err("\r" + String(repeating: " ", count: lineLength) + "\r")
        lineLength = 0
    }
}
