import Testing
import XCTest

/// Where an assertion was written, in both test frameworks' terms.
public struct GoldenSourceLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    let function: String

    /// The test function's name without its argument list: "goldenFrames(_:)" -> "goldenFrames"
    /// (what `swift test --filter` takes, and what golden file names start with).
    var testName: String { String(function.prefix { $0 != "(" }) }
}

/// Records a failed assertion with the framework that is running the test: an `Issue` when
/// Swift Testing is (so it is attributed to the caller's line), `XCTFail` otherwise.
enum TestFailureReporter {
    static func fail(_ message: String, at location: GoldenSourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }
}
