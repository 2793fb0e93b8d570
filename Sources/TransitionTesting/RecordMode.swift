/// When a golden assertion writes the golden file instead of only comparing with it.
///
/// Tests normally pass `.fromEnvironment`, so recording is always an explicit act of whoever
/// runs them (`RT_RECORD=missing` or `RT_RECORD=all`), and a continuous-integration run
/// (`CI=true`) never records: there a recording mode is refused and the assertion fails.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden fails (the default).
    case never
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Overwrite every golden with the actual image.
    case all
    /// Whatever `RT_RECORD` names (unset or empty: `never`).
    case fromEnvironment

    /// The environment variable `fromEnvironment` reads.
    public static let environmentVariable = "RT_RECORD"

    /// The modes `RT_RECORD` accepts.
    public static let settable: [RecordMode] = [.never, .missing, .all]

    /// The concrete mode (never, missing or all) this one means, given a reader of environment
    /// variables; an unknown `RT_RECORD` value is a failure naming it and the accepted values.
    public func resolved(environment: (String) -> String?) -> Result<RecordMode, GoldenFailure> {
        guard self == .fromEnvironment else { return .success(self) }
        let raw = environment(Self.environmentVariable) ?? ""
        if raw.isEmpty { return .success(.never) }
        if let mode = RecordMode(rawValue: raw.lowercased()), mode != .fromEnvironment { return .success(mode) }
        return .failure(GoldenFailure("\(Self.environmentVariable)=\(raw) is not a record mode; use one of "
            + Self.settable.map(\.rawValue).joined(separator: ", ") + " (or unset it to compare only)"))
    }

    /// Whether a golden that does or does not exist gets (re)written in this resolved mode.
    public func records(goldenExists: Bool) -> Bool {
        switch self {
        case .never, .fromEnvironment: false
        case .missing: !goldenExists
        case .all: true
        }
    }
}
