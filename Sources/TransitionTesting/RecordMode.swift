/// When a golden assertion writes the golden file instead of only comparing with it.
///
/// The mode comes from, in order: the assertion's `record:` parameter, the innermost
/// `withGoldenTesting(record:)` scope or `.goldenTesting(record:)` trait, and the `RT_RECORD`
/// environment variable (unset: `never`). Recording always fails the assertion ("recorded …;
/// re-run"), so a forgotten record mode can never keep a suite green, and a
/// continuous-integration run (`CI=true`) refuses every mode but `never`.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden fails (the default).
    case never
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Record goldens that are missing or do not match; keep the ones that match.
    case failed
    /// Overwrite every golden with the actual image.
    case all

    /// The environment variable that sets the mode for image and text goldens alike.
    public static let environmentVariable = "RT_RECORD"

    /// Whether a golden gets (re)written in this mode, given whether it exists and, for an
    /// existing one, whether it matched.
    func records(goldenExists: Bool, matched: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: !goldenExists
        case .failed: !goldenExists || !matched
        case .all: true
        }
    }
}

/// A record mode and the setting it came from, so a refusal can name what asked for it.
struct ResolvedRecordMode: Equatable, Sendable {
    /// The mode in force.
    let mode: RecordMode
    /// Where it came from: "the record: parameter", "withGoldenTesting(record:)", "RT_RECORD=all".
    let source: String

    /// The mode in force for one assertion: the parameter, else the scoped setting, else the
    /// environment. An unknown `RT_RECORD` value is a failure naming it and the accepted values.
    static func resolve(parameter: RecordMode?, scoped: (mode: RecordMode, source: String)?,
                        environment: (String) -> String?) -> Result<ResolvedRecordMode, GoldenFailure> {
        if let parameter { return .success(ResolvedRecordMode(mode: parameter, source: "the record: parameter")) }
        if let scoped { return .success(ResolvedRecordMode(mode: scoped.mode, source: scoped.source)) }
        let variable = RecordMode.environmentVariable
        let raw = environment(variable) ?? ""
        if raw.isEmpty { return .success(ResolvedRecordMode(mode: .never, source: "the default")) }
        if let mode = RecordMode(rawValue: raw.lowercased()) {
            return .success(ResolvedRecordMode(mode: mode, source: "\(variable)=\(raw)"))
        }
        return .failure(GoldenFailure("\(variable)=\(raw) is not a record mode; use one of "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ") + " (or unset it to compare only)"))
    }
}

extension ResolvedRecordMode {
    /// Whether `environment` says this is a continuous-integration run (`CI=true`, `1` or `yes`).
    static func isContinuousIntegration(_ environment: (String) -> String?) -> Bool {
        guard let value = environment("CI")?.lowercased() else { return false }
        return value == "true" || value == "1" || value == "yes"
    }

    /// The refusal message when this mode would record golden `path` on CI, naming the
    /// setting that asked for it; nil when recording is allowed or not asked for.
    func refusalOnContinuousIntegration(golden path: String, environment: (String) -> String?) -> String? {
        guard mode != .never, Self.isContinuousIntegration(environment) else { return nil }
        return "refusing to record golden \(path) on CI (CI=\(environment("CI") ?? "")): record mode '\(mode.rawValue)' "
            + "came from \(source); record locally and commit the golden"
    }
}
