import Testing

/// Golden-testing settings for a scope: a record mode and where failure artifacts go.
///
/// Set with `withGoldenTesting(record:artifactsDirectory:operation:)` or the
/// `.goldenTesting(record:artifactsDirectory:)` trait on a test or suite; the innermost setting
/// wins, and an assertion's own `record:` parameter wins over both.
public struct GoldenTestingConfiguration: Sendable {
    /// The record mode of the scope (nil: inherit, else `RT_RECORD`).
    public var record: RecordMode?
    /// Where `.actual.png`, `.diff.png` and sheets go (nil: `RT_ARTIFACTS`, else beside the golden).
    public var artifactsDirectory: String?
    /// What set it, for messages.
    var source: String

    /// The configuration in force for the current task.
    @TaskLocal static var current = GoldenTestingConfiguration(record: nil, artifactsDirectory: nil, source: "")

    /// This configuration with `other`'s non-nil settings laid over it.
    func overlaid(record: RecordMode?, artifactsDirectory: String?, source: String) -> GoldenTestingConfiguration {
        GoldenTestingConfiguration(record: record ?? self.record, artifactsDirectory: artifactsDirectory ?? self.artifactsDirectory,
                                   source: record == nil ? self.source : source)
    }

    /// The scoped record mode and its source, if a scope set one.
    var scopedRecord: (mode: RecordMode, source: String)? { record.map { ($0, source) } }
}

/// Runs `operation` with golden assertions recording in `record` mode (and writing failure
/// artifacts to `artifactsDirectory`), unless an assertion passes its own `record:`.
public func withGoldenTesting<R>(record: RecordMode? = nil, artifactsDirectory: String? = nil,
                                 operation: () throws -> R) rethrows -> R {
    let next = GoldenTestingConfiguration.current.overlaid(record: record, artifactsDirectory: artifactsDirectory,
                                                           source: "withGoldenTesting(record: .\(record?.rawValue ?? ""))")
    return try GoldenTestingConfiguration.$current.withValue(next, operation: operation)
}

/// The async form of `withGoldenTesting(record:artifactsDirectory:operation:)`.
public func withGoldenTesting<R>(record: RecordMode? = nil, artifactsDirectory: String? = nil,
                                 operation: () async throws -> R) async rethrows -> R {
    let next = GoldenTestingConfiguration.current.overlaid(record: record, artifactsDirectory: artifactsDirectory,
                                                           source: "withGoldenTesting(record: .\(record?.rawValue ?? ""))")
    return try await GoldenTestingConfiguration.$current.withValue(next, operation: operation)
}

/// A Swift Testing trait that sets the golden record mode (and artifact folder) for a test or
/// a whole suite: `@Suite(.goldenTesting(record: .missing))`.
public struct GoldenTestingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the trait sets.
    public let record: RecordMode?
    /// The artifact folder the trait sets.
    public let artifactsDirectory: String?

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test inside the trait's golden-testing scope.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let next = GoldenTestingConfiguration.current.overlaid(record: record, artifactsDirectory: artifactsDirectory,
                                                               source: ".goldenTesting(record: .\(record?.rawValue ?? "")) trait")
        try await GoldenTestingConfiguration.$current.withValue(next) { try await function() }
    }
}

extension Trait where Self == GoldenTestingTrait {
    /// Golden assertions in this test or suite record in `record` mode and write failure
    /// artifacts to `artifactsDirectory` (nil keeps the surrounding setting).
    public static func goldenTesting(record: RecordMode? = nil, artifactsDirectory: String? = nil) -> Self {
        GoldenTestingTrait(record: record, artifactsDirectory: artifactsDirectory)
    }
}
