import Foundation
import Testing

/// rt-benchmark run as a process: a bad option is one line on stderr naming it, exit 2, before
/// any measuring starts; a tiny long render runs every part of the multi-core report.
@Suite struct BenchmarkProcessTests {
    static let benchmark = CLIProcess.executable(named: "rt-benchmark")

    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["--reps", "0"], message: "--reps 0 is outside 1...1000"),
        Case(arguments: ["--reps", "many"], message: "--reps 'many' is not a whole number"),
        Case(arguments: ["--workers", "257"], message: "--workers 257 is outside 1...256"),
        Case(arguments: ["--frames", "1"], message: "--frames 1 is outside 2...100000"),
        Case(arguments: ["--scales", "1,5"], message: "--scales '1,5': '5' is not a scale in 1...4"),
        Case(arguments: ["--scales", ""], message: "--scales '': '' is not a scale in 1...4"),
        Case(arguments: ["--compression", "tiny"], message: "--compression 'tiny' is not one of fast, default, small"),
        Case(arguments: ["--reps"], message: "missing value for --reps"),
        Case(arguments: ["--rep", "3"], message: "unknown option '--rep'"),
    ]

    @Test("a bad option is one line naming it, exit 2", arguments: cases)
    func badOption(_ c: Case) throws {
        let dir = try CLIProcess.temporaryDirectory("bench-usage")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(c.arguments, in: dir, executable: Self.benchmark)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("rt-benchmark: " + c.message), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty, "nothing is measured after a usage error")
    }

    @Test("--help prints the usage and exits 0")
    func help() throws {
        let dir = try CLIProcess.temporaryDirectory("bench-help")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["--help"], in: dir, executable: Self.benchmark)
        #expect(result.status == 0)
        #expect(result.stdout.contains("usage: rt-benchmark"))
        #expect(result.stdout.contains("--frames N"))
    }

    /// Two frames on two workers: the render, the one-core/two-core pairs (which confine the
    /// process with sched_setaffinity and compare the bytes each pass wrote) and the
    /// independent-renders ceiling all run, and the temporary directories are gone afterwards.
    @Test("a two-frame long render prints the frame rate, the core speed-up and the ceiling")
    func tinyLongRender() throws {
        let dir = try CLIProcess.temporaryDirectory("bench-long")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["--frames", "2", "--workers", "2"], in: dir,
                                        environment: ["TMPDIR": dir.path], executable: Self.benchmark)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("long render: 2 frames at 1170 x 2532, 2 workers"))
        #expect(result.stdout.contains("speed-up from 1 to 2 cores"))
        #expect(result.stdout.contains("1 core (process confined to one CPU, 1 worker)"))
        #expect(result.stdout.contains("independent: 2 one-worker renders at once"))
        #expect(CLIProcess.files(in: dir).isEmpty, "left behind: \(CLIProcess.files(in: dir))")
    }
}
