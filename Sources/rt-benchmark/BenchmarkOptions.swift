import Raster

/// The benchmark's command line, validated: every problem is one line naming the option.
struct BenchmarkOptions {
    /// Repetitions each median is taken over.
    var reps = 7
    /// When set, only the long-render memory check runs, with this many frames.
    var longFrames: Int?
    /// The compression the end-to-end runs write frames with.
    var compression = PNGCompression.fast
    /// Pixel scales of the Ping workload to measure (3 is the headline 1170 x 2532).
    var scales: [Int] = [1, 2, 3]
    /// Worker threads for the all-cores runs.
    var workers: Int
    /// When set, only the UIKit recording row runs (at the last of `scales`).
    var uikitOnly = false
    /// When set, only the animated-output rows run (issue 16), Ping at this scale.
    var outputsScale: Int?
    /// When set, only the docs gallery's bytes before and after run.
    var gallery = false
    /// When set, only the consumer debug-vs-release figure runs (ConsumerDebug).
    var consumerDebug = false
    /// When set, only the Auto Layout figures run (LayoutBenchmark).
    var layout = false
    /// When set, only the full-screen blur beside a plain frame runs (BackdropBenchmark).
    var blur = false
    /// When set, only Ping with and without a device's system UI runs (ChromeBenchmark).
    var chrome = false

    static let usage = """
        usage: rt-benchmark [--reps N] [--scales 1,2,3] [--compression fast|default|small] [--workers N]
               rt-benchmark --frames N [--compression ...] [--workers N]
               rt-benchmark --outputs S [--reps N]   |   rt-benchmark --gallery
               rt-benchmark --consumer-debug [--reps N]   |   rt-benchmark --layout [--reps N]
               rt-benchmark --blur [--scales S] [--reps N]   |   rt-benchmark --chrome [--reps N]
          --reps N         repetitions per median, 1...1000 (default 7)
          --scales LIST    pixel scales of the Ping workload, each 1...4 (default 1,2,3)
          --compression C  PNG compression of the end-to-end runs (default fast)
          --workers N      threads of the all-cores run, 1...256 (default: active processors)
          --uikit          UIKit recording row only (Ping from a user's UIKit code vs the CLI's)
          --frames N       long render only: N frames of Ping (mask stretched), 2...100000,
                           every frame written; prints frames/s and peak memory
          --outputs S      animated outputs only: APNG (ours, whole frames, apngasm), WebP,
                           GIF and MP4 bytes and CPU ms for Ping at scale S (1...4)
          --gallery        the docs gallery's total bytes at scale 1, before and now
          --layout         Auto Layout only: 1,000 constraints solved from scratch and one
                           constant edit re-solved, through UIKit and the solver alone
          --blur           only: a full-screen UIKit light blur over Ping's frames beside the
                           plain frames, at the last of --scales; prints the ratio (target <= 2x)
          --chrome         only: Ping on an iPhone 16 at 3x with and without the status bar,
                           home indicator and corner mask; prints the ratio (target <= 1.1x)
          --consumer-debug only: a throwaway package depending on this one, built in debug
                           and in release, renders N = reps Ping frames per size (390 x 844,
                           1170 x 2532) and one golden compare; prints ms per frame and the
                           debug / release ratio (takes minutes: two builds of the package)
        """

    /// A usage error: the message names the option and the problem.
    struct UsageError: Error { let message: String }

    init(arguments: [String], processors: Int) throws(UsageError) {
        workers = processors
        var i = 0
        func value(_ flag: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(message: "missing value for \(flag)") }
            return arguments[i]
        }
        func integer(_ flag: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
            let text = try value(flag)
            guard let n = Int(text) else { throw UsageError(message: "\(flag) '\(text)' is not a whole number") }
            guard range.contains(n) else {
                throw UsageError(message: "\(flag) \(n) is outside \(range.lowerBound)...\(range.upperBound)")
            }
            return n
        }
        while i < arguments.count {
            let flag = arguments[i]
            switch flag {
            case "--reps": reps = try integer(flag, 1...1000)
            case "--frames": longFrames = try integer(flag, 2...100_000)
            case "--workers": workers = try integer(flag, 1...256)
            case "--outputs": outputsScale = try integer(flag, 1...4)
            case "--gallery": gallery = true
            case "--blur": blur = true
            case "--chrome": chrome = true
            case "--compression":
                let text = try value(flag)
                guard let c = PNGCompression(rawValue: text) else {
                    throw UsageError(message: "--compression '\(text)' is not one of fast, default, small")
                }
                compression = c
            case "--scales":
                let text = try value(flag)
                var list: [Int] = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let n = Int(part), (1...4).contains(n) else {
                        throw UsageError(message: "--scales '\(text)': '\(part)' is not a scale in 1...4 (give a list such as 1,2,3)")
                    }
                    if !list.contains(n) { list.append(n) }
                }
                scales = list.sorted()
            case "--uikit": uikitOnly = true
            case "--consumer-debug": consumerDebug = true
            case "--layout": layout = true
            case "--help", "-h": throw UsageError(message: "")
            default: throw UsageError(message: "unknown option '\(flag)' (see --help)")
            }
            i += 1
        }
    }
}
