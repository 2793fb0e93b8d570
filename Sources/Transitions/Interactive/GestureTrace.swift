import Foundation
import Raster

/// A recorded pan gesture: touch samples in time order (`--gesture TRACE.json`).
///
/// The file is a JSON array of `{"t": seconds, "x": points, "y": points}`. Samples must be
/// finite and non-decreasing in time; there must be at least one.
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
    public static func parse(_ data: Data, source: String) throws(GestureTraceError) -> GestureTrace {
        // JSONDecoder refuses NaN and infinities, so non-numbers come back as a decoding error.
        let samples: [Sample]
        do {
            samples = try JSONDecoder().decode([Sample].self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalidJSON(source, reason: Self.describe(context))
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidJSON(source, reason: "sample \(Self.index(context)) has no '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .invalidJSON(source, reason: "\(Self.path(context)) is not a number (the trace is an array of {\"t\", \"x\", \"y\"} numbers)")
        } catch {
            throw .invalidJSON(source, reason: "\(error)")
        }
        return try GestureTrace(samples: samples, source: source)
    }

    private static func describe(_ c: DecodingError.Context) -> String {
        let underlying = (c.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return underlying ?? c.debugDescription
    }

    private static func index(_ c: DecodingError.Context) -> String {
        c.codingPath.first.flatMap(\.intValue).map(String.init) ?? "?"
    }

    private static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
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

    public var description: String {
        switch self {
        case .unreadable(let s, let p): "cannot read gesture trace \(s): \(p)"
        case .invalidJSON(let s, let r): "\(s): not a valid gesture trace: \(r)"
        case .empty(let s): "\(s): the gesture trace has no samples; record at least one {\"t\", \"x\", \"y\"} touch sample"
        case .tooManySamples(let s, let n): "\(s): \(n) samples, more than the \(GestureTrace.maximumSampleCount) a trace may hold"
        case .notFinite(let s, let i, let f): "\(s): sample \(i) has a non-finite '\(f)'"
        case .unordered(let s, let i, let t, let p): "\(s): sample \(i) has t = \(t), earlier than the previous sample's t = \(p); samples must be in time order"
        }
    }
}
