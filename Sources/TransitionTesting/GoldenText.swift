import Foundation

/// Text goldens (command output, generated pages): the same record modes, CI refusal and
/// artifacts as `GoldenImage`, comparing UTF-8 text exactly.
public struct GoldenText: Sendable {
    /// Reads an environment variable (`RT_RECORD`, `RT_ARTIFACTS`, `CI`).
    public var environment: @Sendable (_ name: String) -> String?

    /// A strategy reading the given environment.
    public init(environment: @escaping @Sendable (String) -> String?) { self.environment = environment }

    /// The process environment.
    public static let utf8 = GoldenText(environment: { ProcessInfo.processInfo.environment[$0] })

    /// Compares `actual` with the text file at `path` (or records it).
    public func verify(_ actual: String, golden path: String, record: RecordMode? = nil, filter: String) -> GoldenResult {
        let scope = GoldenTestingConfiguration.current
        let artifacts = GoldenArtifacts.resolve(scoped: scope.artifactsDirectory, environment: environment)
        let resolved: ResolvedRecordMode
        switch ResolvedRecordMode.resolve(parameter: record, scoped: scope.scopedRecord, environment: environment) {
        case .success(let r): resolved = r
        case .failure(let f): return GoldenResult(outcome: .error, message: "\(f) (golden \(path))", goldenPath: path)
        }
        if let refusal = resolved.refusalOnContinuousIntegration(golden: path, environment: environment) {
            return GoldenResult(outcome: .error, message: refusal, goldenPath: path)
        }
        let golden = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        let matched = golden == actual
        if resolved.mode.records(goldenExists: golden != nil, matched: matched) {
            do {
                try GoldenImage.makeDirectory(containing: path)
                try Data(actual.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                return GoldenResult(outcome: .error, message: "cannot record golden \(path): \(error)", goldenPath: path)
            }
            return GoldenResult(outcome: .recorded, message: "recorded golden \(path) (record mode '\(resolved.mode.rawValue)' from "
                + "\(resolved.source)); look at it, then re-run without recording to compare", goldenPath: path)
        }
        let actualPath = artifacts.path(forGolden: path, kind: "actual")
        if matched {
            try? FileManager.default.removeItem(atPath: actualPath)
            return GoldenResult(outcome: .identical, message: "\(path): identical", goldenPath: path)
        }
        let note: String
        do {
            try GoldenImage.makeDirectory(containing: actualPath)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: actualPath), options: .atomic)
            note = ""
        } catch { note = " (not written: \(error))" }
        guard let golden else {
            return GoldenResult(outcome: .missing, message: "no golden at \(path); look at \(actualPath)\(note) and record it with "
                + GoldenImage.rerecordCommand(filter: filter, mode: .missing), goldenPath: path, actualPath: actualPath)
        }
        return GoldenResult(outcome: .mismatch, message: "golden mismatch for \(path): \(Self.firstDifference(golden, actual)); "
            + "actual: \(actualPath)\(note); if the change is intended, re-record: \(GoldenImage.rerecordCommand(filter: filter))",
            goldenPath: path, actualPath: actualPath)
    }

    /// "line 3 is \"…\" where the golden has \"…\"", or which text is longer.
    static func firstDifference(_ golden: String, _ actual: String) -> String {
        let g = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<min(g.count, a.count) where g[i] != a[i] {
            return "line \(i + 1) is \(String(reflecting: String(a[i].prefix(120)))) where the golden has \(String(reflecting: String(g[i].prefix(120))))"
        }
        return a.count > g.count ? "the actual text has \(a.count - g.count) more line(s)" : "the actual text has \(g.count - a.count) fewer line(s)"
    }
}
