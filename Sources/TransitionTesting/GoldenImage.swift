// A golden assertion, in order: resolve the record mode (refused on CI); record if the mode
// says so; otherwise decode the golden and compare its pixel bytes with the actual's exactly;
// only when they differ measure an ImageDifference and ask the tolerance. A failure leaves
// `<golden>.actual.png` and `<golden>.diff.png` beside the golden and says how to re-record; a
// pass removes such leftovers so stale failure images never mislead.
//
// Pixels, not file bytes, are compared: a golden recorded by an older PNG encoder (other
// filters, other zlib settings) still matches when it decodes to the same image.

import Foundation
import Raster

/// Golden-image assertions: a plain struct of closures (how to encode, decode, draw a
/// difference and read the environment), so a test can swap any part without subclassing.
public struct GoldenImage: Sendable {
    /// The bytes a golden file holds for an image.
    public var encode: @Sendable (_ image: Pixmap) throws -> [UInt8]
    /// The image a golden file's bytes hold; `path` names the file in errors.
    public var decode: @Sendable (_ bytes: [UInt8], _ path: String) throws -> Pixmap
    /// A picture of where `actual` differs from `reference` (same sizes).
    public var differenceImage: @Sendable (_ reference: Pixmap, _ actual: Pixmap) throws -> Pixmap
    /// Reads an environment variable (`RT_RECORD`, `CI`).
    public var environment: @Sendable (_ name: String) -> String?

    /// A strategy made of the given closures.
    public init(encode: @escaping @Sendable (Pixmap) throws -> [UInt8],
                decode: @escaping @Sendable ([UInt8], String) throws -> Pixmap,
                differenceImage: @escaping @Sendable (Pixmap, Pixmap) throws -> Pixmap,
                environment: @escaping @Sendable (String) -> String?) {
        self.encode = encode
        self.decode = decode
        self.differenceImage = differenceImage
        self.environment = environment
    }

    /// PNG goldens (recorded with the smallest-file compression: they are committed), the
    /// package's difference image, and the process environment.
    public static let png = GoldenImage(
        encode: { try PNG.encode($0, compression: .small) },
        decode: { try PNG.decode($0, source: $1) },
        differenceImage: { try ImageDifference.differenceImage(reference: $0, actual: $1) },
        environment: { ProcessInfo.processInfo.environment[$0] })

    /// Compares `actual` with the PNG at `path` using `GoldenImage.png`.
    ///
    /// `filter` is what `swift test --filter` needs to re-run this test (default: the calling
    /// function's name); it goes into the re-record command of a failure message.
    public static func assertMatches(_ actual: Pixmap, golden path: String, tolerance: Tolerance = .exact,
                                     record: RecordMode = .fromEnvironment, filter: String? = nil,
                                     function: String = #function) -> GoldenResult {
        png.verify(actual, golden: path, tolerance: tolerance, record: record, filter: filter ?? testFilter(function))
    }

    /// The command that re-records the goldens of the tests `filter` selects.
    public static func rerecordCommand(filter: String) -> String {
        "\(RecordMode.environmentVariable)=all swift test --filter \(filter)"
    }

    /// A `--filter` pattern from a function name: "goldenFrames(_:)" becomes "goldenFrames"
    /// (parentheses would be regex groups).
    public static func testFilter(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// Where a failure leaves the actual image: `a/b.png` -> `a/b.actual.png`.
    public static func actualPath(forGolden path: String) -> String { sidecar(path, "actual") }

    /// Where a failure leaves the difference image: `a/b.png` -> `a/b.diff.png`.
    public static func diffPath(forGolden path: String) -> String { sidecar(path, "diff") }

    private static func sidecar(_ path: String, _ kind: String) -> String {
        (path.hasSuffix(".png") ? String(path.dropLast(4)) : path) + ".\(kind).png"
    }

    /// Whether the environment says this is a continuous-integration run (`CI=true` or `CI=1`).
    public var isContinuousIntegration: Bool {
        guard let value = environment("CI")?.lowercased() else { return false }
        return value == "true" || value == "1" || value == "yes"
    }

    /// Compares `actual` with the golden at `path` (or records it), within `tolerance`.
    public func verify(_ actual: Pixmap, golden path: String, tolerance: Tolerance = .exact,
                       record: RecordMode = .fromEnvironment, filter: String) -> GoldenResult {
        let rerecord = Self.rerecordCommand(filter: filter)
        let mode: RecordMode
        switch record.resolved(environment: environment) {
        case .success(let m): mode = m
        case .failure(let f): return GoldenResult(outcome: .error, message: "\(f) (golden \(path))", goldenPath: path)
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = files.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            return GoldenResult(outcome: .error, message: "golden \(path) is a directory, not a PNG; remove it and record with "
                + rerecord, goldenPath: path)
        }
        if mode != .never && isContinuousIntegration {
            return GoldenResult(outcome: .error, message: "refusing to record golden \(path) on CI (CI=\(environment("CI") ?? ""), "
                + "\(RecordMode.environmentVariable)=\(mode.rawValue)): record locally with \(rerecord) and commit the PNG",
                goldenPath: path)
        }
        if mode.records(goldenExists: exists) { return recordGolden(actual, at: path) }
        guard exists else {
            let note = writeSidecar(actual, to: Self.actualPath(forGolden: path))
            return GoldenResult(outcome: .missing, message: "no golden at \(path); look at \(Self.actualPath(forGolden: path))\(note) "
                + "and record it with \(RecordMode.environmentVariable)=missing swift test --filter \(filter)",
                goldenPath: path, actualPath: Self.actualPath(forGolden: path))
        }
        let golden: Pixmap
        do {
            guard let data = files.contents(atPath: path) else { throw GoldenFailure("cannot read \(path) (check its permissions)") }
            golden = try decode([UInt8](data), path)
        } catch {
            return GoldenResult(outcome: .error, message: "golden \(path) cannot be used: \(error); re-record it with \(rerecord)",
                                goldenPath: path)
        }
        return compare(actual, with: golden, at: path, tolerance: tolerance, rerecord: rerecord)
    }

    private func compare(_ actual: Pixmap, with golden: Pixmap, at path: String, tolerance: Tolerance, rerecord: String) -> GoldenResult {
        let actualPath = Self.actualPath(forGolden: path), diffPath = Self.diffPath(forGolden: path)
        guard golden.width == actual.width, golden.height == actual.height else {
            let note = writeSidecar(actual, to: actualPath)
            return GoldenResult(outcome: .mismatch, message: "golden \(path) is \(golden.width) x \(golden.height) but the actual image is "
                + "\(actual.width) x \(actual.height); actual: \(actualPath)\(note); if the new size is intended, re-record: \(rerecord)",
                goldenPath: path, actualPath: actualPath)
        }
        if golden.hasSamePixels(as: actual) {
            removeSidecars(of: path)
            return GoldenResult(outcome: .identical, message: "\(path): identical", goldenPath: path)
        }
        guard let difference = try? ImageDifference(reference: golden, actual: actual, perChannelThreshold: tolerance.perChannelThreshold) else {
            return GoldenResult(outcome: .error, message: "cannot compare with \(path)", goldenPath: path)
        }
        let metrics = Self.describe(difference, tolerance: tolerance)
        if tolerance.accepts(difference) {
            removeSidecars(of: path)
            return GoldenResult(outcome: .withinTolerance, message: "\(path): within tolerance (\(metrics))",
                                goldenPath: path, difference: difference)
        }
        var notes = writeSidecar(actual, to: actualPath)
        do { notes += writeSidecar(try differenceImage(golden, actual), to: diffPath) } catch { notes += " (no diff image: \(error))" }
        return GoldenResult(outcome: .mismatch, message: "golden mismatch for \(path) (\(metrics)); actual: \(actualPath), diff: \(diffPath)"
            + "\(notes); if the change is intended, re-record: \(rerecord)",
            goldenPath: path, actualPath: actualPath, diffPath: diffPath, difference: difference)
    }

    /// The measures a failure message quotes, and the tolerance they were held to.
    static func describe(_ d: ImageDifference, tolerance: Tolerance) -> String {
        let percent = (d.differingPixelFraction * 100 * 1000).rounded() / 1000
        let psnr = d.psnr.isFinite ? "\((d.psnr * 100).rounded() / 100) dB" : "inf"
        let allowed = tolerance == .exact ? "exact" : "max channel \(tolerance.maxChannelDifference), "
            + "\(tolerance.maxDifferingPixelFraction * 100)% pixels over \(tolerance.perChannelThreshold)"
            + (tolerance.maxMeanDeltaE.map { ", mean dE \($0)" } ?? "")
        return "max channel difference \(d.maxChannelDifference), \(percent)% pixels differ, "
            + "mean |d| \((d.meanAbsoluteDifference * 1000).rounded() / 1000), PSNR \(psnr); allowed: \(allowed)"
    }

    private func recordGolden(_ actual: Pixmap, at path: String) -> GoldenResult {
        do {
            try makeDirectory(containing: path)
            try PNG.writeAtomically(bytes: try encode(actual), to: path)
        } catch {
            return GoldenResult(outcome: .error, message: "cannot record golden \(path): \(error)", goldenPath: path)
        }
        removeSidecars(of: path)
        let message = "recorded golden \(path); look at it before committing"
        print(message)
        return GoldenResult(outcome: .recorded, message: message, goldenPath: path)
    }

    /// Writes a failure image; returns "" or a note saying why it could not be written.
    private func writeSidecar(_ image: Pixmap, to path: String) -> String {
        do {
            try makeDirectory(containing: path)
            try PNG.writeAtomically(bytes: try PNG.encode(image), to: path)
            return ""
        } catch {
            return " (not written: \(error))"
        }
    }

    private func removeSidecars(of path: String) {
        for p in [Self.actualPath(forGolden: path), Self.diffPath(forGolden: path)] where FileManager.default.fileExists(atPath: p) {
            try? FileManager.default.removeItem(atPath: p)
        }
    }

    private func makeDirectory(containing path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
}
