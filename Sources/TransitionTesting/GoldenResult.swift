import Raster

/// What one golden assertion found: whether it passed, a one-line message, and the evidence.
///
/// `assertGolden` has already recorded a failure with the running test framework when it
/// returns this; the result is for tests that inspect the evidence (a path, the difference).
public struct GoldenResult: Sendable, CustomStringConvertible {
    /// How the assertion ended.
    public enum Outcome: Sendable, Equatable {
        /// The actual pixels are identical to the golden's.
        case identical
        /// They differ, within the stated tolerance.
        case withinTolerance
        /// The golden was written (a record mode asked for it); the assertion fails: re-run to compare.
        case recorded
        /// No golden exists and recording was not asked for.
        case missing
        /// They differ beyond the tolerance (or in size).
        case mismatch
        /// The assertion could not run: an unknown record mode, recording refused on CI, an
        /// unreadable golden, a file that could not be written.
        case error
    }

    /// How the assertion ended.
    public let outcome: Outcome
    /// One line: what happened, where the files are, and how to re-record.
    public let message: String
    /// The golden file compared with (or recorded).
    public let goldenPath: String
    /// The actual image written on failure (beside the golden or under the artifacts folder).
    public let actualPath: String?
    /// The difference image written on a same-size mismatch.
    public let diffPath: String?
    /// The measured difference, when both images existed and had the same size.
    public let difference: ImageDifference?

    /// Whether the test should pass: identical or within tolerance (a recording fails).
    public var passed: Bool {
        switch outcome {
        case .identical, .withinTolerance: true
        case .recorded, .missing, .mismatch, .error: false
        }
    }

    /// The message.
    public var description: String { message }

    /// A result with every field given.
    public init(outcome: Outcome, message: String, goldenPath: String, actualPath: String? = nil,
                diffPath: String? = nil, difference: ImageDifference? = nil) {
        self.outcome = outcome
        self.message = message
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.diffPath = diffPath
        self.difference = difference
    }
}
