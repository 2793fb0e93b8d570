import Foundation
import Testing

/// Gesture traces (`--gesture TRACE.json`) are refused as well as scene files are: the line
/// and column of a syntax error, the sample and field at fault, unknown sample keys with the
/// nearest name, a size cap, and a trace too long to render blamed on the trace, never on
/// `--fps` or `--duration` the user did not give. Exit 1, one line, nothing written.
@Suite("Reliability: gesture trace errors name the trace, the line and the field", .serialized)
struct ReliabilityGestureTraceTests {
    static let render = ["--demo", "circle-mask", "--scale", "1", "--out", "out", "--quiet"]

    /// Runs `render` with `text` as the trace and checks the refusal's shape; returns stderr.
    static func refusal(_ text: String, extra: [String] = [], prefix: String = "error: trace.json: ", in dir: URL) throws -> String {
        try Data(text.utf8).write(to: dir.appendingPathComponent("trace.json"))
        let r = try CLIProcess.run(render + extra + ["--gesture", "trace.json"], in: dir)
        #expect(r.status == 1, "exit \(r.status), stderr: \(r.stderr)")
        #expect(r.stderr.hasPrefix(prefix) && r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("out"), "an output directory was made")
        return r.stderr
    }

    @Test("invalid JSON gives the line and column; a wrong type names the sample's field and where it is")
    func positionsAndFields() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-positions")
        defer { try? FileManager.default.removeItem(at: dir) }
        var e = try Self.refusal("[{\"t\": 0, \"x\": 0, \"y\": 0},\n {\"t\": 0.1 \"x\": 1, \"y\": 0}]", in: dir)
        #expect(e.contains("trace.json: line 2, column 12: invalid JSON: "), "\(e)")
        e = try Self.refusal("[{\"t\": 0, \"x\": 0, \"y\": 0},\n {\"t\": 0.1, \"x\": \"NaN\", \"y\": 0}]", in: dir)
        #expect(e == "error: trace.json: [1].x (line 2, column 18): expected a number, got a string\n", "\(e)")
        e = try Self.refusal("[{\"t\": 0, \"x\": 0}]", in: dir)
        #expect(e.contains("[0] (line 1, column 2): the sample has no \"y\""), "\(e)")
    }

    @Test("an object around the samples: says what the file must be, never ' is not a number' with an empty field")
    func wrappedSamples() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-wrapped")
        defer { try? FileManager.default.removeItem(at: dir) }
        let e = try Self.refusal(#"{"samples": [{"t": 0, "x": 0, "y": 0}, {"t": 0.1, "x": 5, "y": 0}]}"#, in: dir)
        #expect(e.contains("trace.json: line 1, column 1: expected an array of {\"t\", \"x\", \"y\"} samples, got an object"), "\(e)")
        #expect(e.contains("\"samples\"") && !e.contains("is not a number"), "\(e)")
    }

    @Test("unknown sample keys are refused with the nearest key")
    func unknownKeys() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-keys")
        defer { try? FileManager.default.removeItem(at: dir) }
        var e = try Self.refusal(#"[{"time": 0, "x": 0, "y": 0}]"#, in: dir)
        #expect(e.contains("[0].time (line 1, column 11): unknown key \"time\" in a sample; did you mean \"t\"?"), "\(e)")
        e = try Self.refusal(#"[{"t": 0, "x": 0, "y": 0, "pressure": 0.5}]"#, in: dir)
        #expect(e.contains("unknown key \"pressure\"") && !e.contains("did you mean") && e.contains("t (seconds), x and y (points)"), "\(e)")
    }

    @Test("traces ending at t = 1e9 or 1e308 blame the trace, with no absurd frame count and no flag the user did not give")
    func longTraces() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-long")
        defer { try? FileManager.default.removeItem(at: dir) }
        for end in ["1e9", "1e308"] {
            let e = try Self.refusal(#"[{"t": 0, "x": 0, "y": 0}, {"t": \#(end), "x": 10, "y": 0}]"#, in: dir)
            #expect(e.contains("trace.json: the samples run from t = 0 to t = ") && e.contains("longer than the 3600 s a render may last; trim the trace"), "\(e)")
            #expect(!e.contains("--fps") && !e.contains("--duration") && !e.contains("9223372036854775807"), "\(e)")
        }
        // Inside 3600 s but over 100000 frames at the default 60 fps: the trace, not --fps...
        var e = try Self.refusal(#"[{"t": 0, "x": 0, "y": 0}, {"t": 3000, "x": 10, "y": 0}]"#, in: dir)
        #expect(e.contains("trace.json: the gesture lasts 3000 s") && e.contains("at 60 fps, more than the 100000 a render may have; trim the trace\n"), "\(e)")
        #expect(!e.contains("--fps") && !e.contains("--duration"), "\(e)")
        // ...and --fps is suggested when it was given.
        e = try Self.refusal(#"[{"t": 0, "x": 0, "y": 0}, {"t": 3000, "x": 10, "y": 0}]"#, extra: ["--fps", "60"], in: dir)
        #expect(e.contains("trim the trace or lower --fps"), "\(e)")
    }

    @Test("a trace over 16 MiB is refused from its size, before it is parsed")
    func sizeCap() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-size")
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = #"{"t": 0, "x": 0, "y": 0}"#
        let padding = String(repeating: " ", count: (16 << 20) + 1)
        let r = try Self.refusal("[" + sample + padding + "]", prefix: "error: cannot read gesture trace trace.json: ", in: dir)
        #expect(r.contains("over the limit of 16777216 bytes"), "\(r)")
    }

    @Test("a valid trace still renders")
    func validTraceRenders() throws {
        let dir = try CLIProcess.temporaryDirectory("trace-valid")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"[{"t": 0, "x": 10, "y": 300}, {"t": 0.05, "x": 60, "y": 300}, {"t": 0.1, "x": 140, "y": 300}]"#.utf8)
            .write(to: dir.appendingPathComponent("trace.json"))
        let r = try CLIProcess.run(Self.render + ["--fps", "20", "--gesture", "trace.json"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).first == "frame-0000.png")
    }
}
