import Foundation
import Raster

/// A recorded pan gesture: touch samples in time order (`--gesture TRACE.json`).
///
/// The file is a JSON array of `{"t": seconds, "x": points, "y": points}` (no other keys).
/// Samples must be finite and non-decreasing in time; there must be at least one, and a file's
/// samples span at most `RenderLimits.maximumDuration` seconds.
public struct GestureTrace: Sendable, Equatable {
    public struct Sample: Sendable, Equatable, Decodable {
        public var t: Double
        public var x: Double
        public var y: Double

        public init(t: Double, x: Double, y: Double) {
            self.t = t; self.x = x; self.y = y
        }
    }

    public let samples: [Sample]

    /// The most samples a trace may hold.
    public static let maximumSampleCount = 100_000

    /// Validates samples given in code.
    public init(samples: [Sample], source: String = "gesture trace") throws(GestureTraceError) {
        guard !samples.isEmpty else { throw .empty(source) }
        guard samples.count <= Self.maximumSampleCount else { throw .tooManySamples(source, samples.count) }
        for (i, s) in samples.enumerated() {
            for (name, v) in [("t", s.t), ("x", s.x), ("y", s.y)] where !v.isFinite {
                throw .notFinite(source, index: i, field: name)
            }
            if i > 0, s.t < samples[i - 1].t { throw .unordered(source, index: i, t: s.t, previous: samples[i - 1].t) }
        }
        self.samples = samples
    }

    /// The largest trace file read, in bytes: room for the most samples with generous spacing.
    public static let maximumFileSize = 16 << 20

    /// Reads (see `InputFile`: a regular file, at most `maximumFileSize` bytes), parses and validates the trace file at `path`.
    public static func load(contentsOf path: String) throws(GestureTraceError) -> GestureTrace {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumFileSize)
        } catch {
            throw .unreadable(path, problem: error.problem)
        }
        return try parse(Data(bytes), source: path)
    }

    /// Parses and validates a trace file's bytes; `source` names the file in errors.
    ///
    /// The text is read by the scene files' `JSONReader`, so every error names the line and
    /// column, and the sample and field at fault (`[3].t (line 4, column 9)`).
    public static func parse(_ data: Data, source: String) throws(GestureTraceError) -> GestureTrace {
        let root: JSONValue
        do {
            root = try JSONReader.parse([UInt8](data))
        } catch {
            throw .invalidJSON(source, reason: "line \(error.line), column \(error.column): invalid JSON: \(error.message)")
        }
        guard case .array(let items) = root.kind else {
            var hint = ""
            if case .object(let members) = root.kind, let inner = members.first(where: { $0.key == "samples" }), case .array = inner.value.kind {
                hint = " (give the array of \"samples\" itself as the file's whole content)"
            }
            throw .invalidJSON(source, reason: "\(root.position): expected an array of {\"t\", \"x\", \"y\"} samples, got \(root.typeName)\(hint)")
        }
        guard items.count <= maximumSampleCount else { throw .tooManySamples(source, items.count) }
        var samples: [Sample] = []
        samples.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            samples.append(try sample(item, index: i, source: source))
        }
        let trace = try GestureTrace(samples: samples, source: source)
        // A file's times are checked against the longest render here (not in `init`, which
        // takes any finite samples) so the message blames the trace, never the frame rate.
        let first = samples[0].t, last = samples[samples.count - 1].t
        guard (last - first).isFinite, last - first <= RenderLimits.maximumDuration else {
            throw .tooLong(source, first: first, last: last)
        }
        return trace
    }

    /// The fields a sample has, in the order messages list them.
    static let sampleKeys = ["t", "x", "y"]

    /// One `{"t", "x", "y"}` object: exactly those keys, each a number.
    private static func sample(_ item: JSONValue, index i: Int, source: String) throws(GestureTraceError) -> Sample {
        guard case .object(let members) = item.kind else {
            throw .invalidJSON(source, reason: "[\(i)] (\(item.position)): expected a sample {\"t\": seconds, \"x\": points, \"y\": points}, got \(item.typeName)")
        }
        var values: [String: Double] = [:]
        for (key, value) in members {
            guard sampleKeys.contains(key) else {
                let hint = suggestion(for: key).map { "did you mean \"\($0)\"? " } ?? ""
                throw .invalidJSON(source, reason: "[\(i)].\(key) (\(value.position)): unknown key \"\(key)\" in a sample; "
                    + "\(hint)a sample has only t (seconds), x and y (points)")
            }
            guard case .number(let n) = value.kind else {
                throw .invalidJSON(source, reason: "[\(i)].\(key) (\(value.position)): expected a number, got \(value.typeName)")
            }
            values[key] = n
        }
        for key in sampleKeys where values[key] == nil {
            throw .invalidJSON(source, reason: "[\(i)] (\(item.position)): the sample has no \"\(key)\"; each sample needs t (seconds), x and y (points)")
        }
        return Sample(t: values["t"]!, x: values["x"]!, y: values["y"]!)
    }

    /// The sample key an unknown key was probably meant to be: same first letter, any case
    /// (`time` → `t`, `X` → `x`).
    static func suggestion(for key: String) -> String? {
        guard let first = key.first.map({ String($0).lowercased() }), sampleKeys.contains(first) else { return nil }
        return first
    }
}

/// Why a gesture trace was refused; each description is one line naming the file and the problem.
public enum GestureTraceError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, problem: String)
    case invalidJSON(String, reason: String)
    case empty(String)
    case tooManySamples(String, Int)
    case notFinite(String, index: Int, field: String)
    case unordered(String, index: Int, t: Double, previous: Double)
    /// The samples span more seconds than a render may last (`RenderLimits.maximumDuration`).
    case tooLong(String, first: Double, last: Double)

    public var description: String {
        switch self {
        case .unreadable(let s, let p): "cannot read gesture trace \(s): \(p)"
        case .invalidJSON(let s, let r): "\(s): \(r)"
        case .empty(let s): "\(s): the gesture trace has no samples; record at least one {\"t\", \"x\", \"y\"} touch sample"
        case .tooManySamples(let s, let n): "\(s): \(n) samples, more than the \(GestureTrace.maximumSampleCount) a trace may hold"
        case .notFinite(let s, let i, let f): "\(s): sample \(i) has a non-finite '\(f)'"
        case .unordered(let s, let i, let t, let p): "\(s): sample \(i) has t = \(t.messageDescription), earlier than the previous sample's t = \(p.messageDescription); samples must be in time order"
        case .tooLong(let s, let first, let last):
            "\(s): the samples run from t = \(first.messageDescription) to t = \(last.messageDescription) s, longer than the "
                + "\(Int(RenderLimits.maximumDuration)) s a render may last; trim the trace (t is in seconds)"
        }
    }
}
