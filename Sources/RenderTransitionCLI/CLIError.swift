/// Why a command stopped: each case carries the one line the user sees and fixes the exit status.
package enum CLIError: Error, Equatable, CustomStringConvertible {
    /// A bad command line (unknown flag, missing or malformed value, value out of range): exit 2.
    case usage(String)
    /// A failure while running (unreadable input, unwritable output, full disk): exit 1.
    case runtime(String)
    /// SIGINT or SIGTERM arrived; `framesWritten` complete frames are on disk: exit 130.
    case interrupted(framesWritten: Int)

    /// The process exit status for this error (documented in `--help` and docs/cli.md).
    package var exitCode: Int32 {
        switch self {
        case .usage: ExitCode.usage
        case .runtime: ExitCode.failure
        case .interrupted: ExitCode.interrupted
        }
    }

    package var description: String {
        switch self {
        case .usage(let m), .runtime(let m): m
        case .interrupted(let n): "interrupted after \(n) frames"
        }
    }
}

/// The exit statuses the tool uses; scripts depend on them.
package enum ExitCode {
    /// Success (for `compare`: the images are within tolerance).
    package static let success: Int32 = 0
    /// A run-time failure (for `compare`: the images differ beyond tolerance).
    package static let failure: Int32 = 1
    /// A usage error on the command line.
    package static let usage: Int32 = 2
    /// Interrupted by SIGINT or SIGTERM (128 + SIGINT, as shells report it).
    package static let interrupted: Int32 = 130
    /// The reader of stdout or stderr went away (a pipe into `head`): 128 + SIGPIPE, quietly.
    package static let brokenPipe: Int32 = 141
}
