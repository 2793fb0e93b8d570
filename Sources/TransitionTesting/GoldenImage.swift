// A golden assertion, in order: resolve the record mode (refused on CI, naming the setting
// that asked for it); compare the actual pixels with the golden's, exactly first, and only
// when they differ measure an ImageDifference and ask the tolerance; record if the mode says
// so. Recording fails the assertion: a golden just written proves nothing until a run
// compares against it. A failure leaves `.actual.png` and `.diff.png` (beside the golden or
// under the artifacts folder) and says how to re-record; a pass removes such leftovers so
// stale failure images never mislead.
//
// Pixels, not file bytes, are compared: a golden recorded by an older PNG encoder (other
// filters, other zlib settings) still matches when it decodes to the same image.

import Foundation
import Raster

/// Golden-image comparison as a plain struct of closures (how to encode, decode, draw a
/// difference and read the environment), so a test can swap any part without subclassing.
/// `assertGolden(of:named:…)` uses `GoldenImage.png`; `verify` runs any variant.
public struct GoldenImage: Sendable {
    /// The bytes a golden file holds for an image.
    public var encode: @Sendable (_ image: Pixmap) throws -> [UInt8]
    /// The image a golden file's bytes hold; `path` names the file in errors.
    public var decode: @Sendable (_ bytes: [UInt8], _ path: String) throws -> Pixmap
    /// A picture of where `actual` differs from `reference` (same sizes).
    public var differenceImage: @Sendable (_ reference: Pixmap, _ actual: Pixmap) throws -> Pixmap
    /// Reads an environment variable (`RT_RECORD`, `RT_ARTIFACTS`, `CI`).
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

    /// The command that re-records the goldens of the tests `filter` selects in `mode`.
    static func rerecordCommand(filter: String, mode: RecordMode = .failed) -> String {
        "\(RecordMode.environmentVariable)=\(mode.rawValue) swift test --filter \(filter)"
    }

    /// Whether the environment says this is a continuous-integration run (`CI=true`, `1` or `yes`).
    public var isContinuousIntegration: Bool { ResolvedRecordMode.isContinuousIntegration(environment) }

    /// Compares `actual` with the golden at `path` (or records it), within `tolerance`.
    ///
    /// `record` nil takes the scoped setting (`withGoldenTesting`, the trait), else `RT_RECORD`.
    /// `filter` is what `swift test --filter` needs to re-run the test, for the messages.
    public func verify(_ actual: Pixmap, golden path: String, tolerance: Tolerance = .exact,
                       record: RecordMode? = nil, filter: String) -> GoldenResult {
        let scope = GoldenTestingConfiguration.current
        let artifacts = GoldenArtifacts.resolve(scoped: scope.artifactsDirectory, environment: environment)
        let rerecord = Self.rerecordCommand(filter: filter)
        let resolved: ResolvedRecordMode
        switch ResolvedRecordMode.resolve(parameter: record, scoped: scope.scopedRecord, environment: environment) {
        case .success(let r): resolved = r
        case .failure(let f): return GoldenResult(outcome: .error, message: "\(f) (golden \(path))", goldenPath: path)
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            return GoldenResult(outcome: .error, message: "golden \(path) is a directory, not a PNG; remove it and record with "
                + Self.rerecordCommand(filter: filter, mode: .missing), goldenPath: path)
        }
        if let refusal = resolved.refusalOnContinuousIntegration(golden: path, environment: environment) {
            return GoldenResult(outcome: .error, message: refusal, goldenPath: path)
        }
        guard exists else {
            if resolved.mode.records(goldenExists: false, matched: false) { return recordGolden(actual, at: path, resolved, artifacts) }
            let actualPath = artifacts.path(forGolden: path, kind: "actual")
            let note = writeArtifact(actual, to: actualPath)
            return GoldenResult(outcome: .missing, message: "no golden at \(path); look at \(actualPath)\(note) "
                + "and record it with \(Self.rerecordCommand(filter: filter, mode: .missing))",
                goldenPath: path, actualPath: actualPath)
        }
        if resolved.mode == .all { return recordGolden(actual, at: path, resolved, artifacts) }
        let golden: Pixmap
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw GoldenFailure("cannot read \(path) (check its permissions)") }
            golden = try decode([UInt8](data), path)
        } catch {
            if resolved.mode == .failed { return recordGolden(actual, at: path, resolved, artifacts) }
            return GoldenResult(outcome: .error, message: "golden \(path) cannot be used: \(error); re-record it with \(rerecord)",
                                goldenPath: path)
        }
        let result = compare(actual, with: golden, at: path, tolerance: tolerance, rerecord: rerecord, artifacts: artifacts)
        if !result.passed && resolved.mode == .failed { return recordGolden(actual, at: path, resolved, artifacts) }
        return result
    }

    private func compare(_ actual: Pixmap, with golden: Pixmap, at path: String, tolerance: Tolerance, rerecord: String,
                         artifacts: GoldenArtifacts) -> GoldenResult {
        let actualPath = artifacts.path(forGolden: path, kind: "actual"), diffPath = artifacts.path(forGolden: path, kind: "diff")
        guard golden.width == actual.width, golden.height == actual.height else {
            let note = writeArtifact(actual, to: actualPath)
            return GoldenResult(outcome: .mismatch, message: "golden \(path) is \(golden.width) x \(golden.height) but the actual image is "
                + "\(actual.width) x \(actual.height); actual: \(actualPath)\(note); if the new size is intended, re-record: \(rerecord)",
                goldenPath: path, actualPath: actualPath)
        }
        if golden.hasSamePixels(as: actual) {
            removeArtifacts(of: path, artifacts)
            return GoldenResult(outcome: .identical, message: "\(path): identical", goldenPath: path)
        }
        let difference: ImageDifference
        do {
            difference = try ImageDifference(reference: golden, actual: actual, perChannelThreshold: tolerance.perChannelThreshold)
        } catch {
            return GoldenResult(outcome: .error, message: "cannot compare with \(path): \(error)", goldenPath: path)
        }
        let metrics = Self.describe(difference, tolerance: tolerance)
        if tolerance.accepts(difference) {
            removeArtifacts(of: path, artifacts)
            return GoldenResult(outcome: .withinTolerance, message: "\(path): within tolerance (\(metrics))",
                                goldenPath: path, difference: difference)
        }
        var notes = writeArtifact(actual, to: actualPath)
        do { notes += writeArtifact(try differenceImage(golden, actual), to: diffPath) } catch { notes += " (no diff image: \(error))" }
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

    private func recordGolden(_ actual: Pixmap, at path: String, _ resolved: ResolvedRecordMode, _ artifacts: GoldenArtifacts) -> GoldenResult {
        do {
            try Self.makeDirectory(containing: path)
            try PNG.writeAtomically(bytes: try encode(actual), to: path)
        } catch {
            return GoldenResult(outcome: .error, message: "cannot record golden \(path): \(error)", goldenPath: path)
        }
        removeArtifacts(of: path, artifacts)
        return GoldenResult(outcome: .recorded, message: "recorded golden \(path) (record mode '\(resolved.mode.rawValue)' from "
            + "\(resolved.source)); look at it, then re-run without recording to compare", goldenPath: path)
    }

    /// Writes a failure image; returns "" or a note saying why it could not be written.
    func writeArtifact(_ image: Pixmap, to path: String) -> String {
        do {
            try Self.makeDirectory(containing: path)
            try PNG.writeAtomically(bytes: try PNG.encode(image), to: path)
            return ""
        } catch {
            return " (not written: \(error))"
        }
    }

    private func removeArtifacts(of path: String, _ artifacts: GoldenArtifacts) {
        for p in artifacts.allPaths(forGolden: path) where FileManager.default.fileExists(atPath: p) {
            try? FileManager.default.removeItem(atPath: p)
        }
    }

    static func makeDirectory(containing path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }
}
