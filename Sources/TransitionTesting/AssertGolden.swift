import Raster

/// Fails the running test (Swift Testing or XCTest, at the caller's line) unless `image`
/// matches the golden `__Goldens__/<TestFile>/<test>.<name>.png` beside the test file.
///
/// - Parameters:
///   - name: what this golden shows, unique within the test ("start", "dark-mode").
///   - tolerance: how far the pixels may differ; `.exact` unless a reason is written beside it.
///   - record: overrides the scoped setting and `RT_RECORD` (never, missing, failed, all);
///     recording fails the test with "recorded …; re-run".
/// - Returns: what the comparison found (the failure is already recorded).
@discardableResult
public func assertGolden(of image: Pixmap, named name: String, tolerance: Tolerance = .exact, record: RecordMode? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(of: image, at: GoldenLocation.path(named: name, fileExtension: "png", at: location),
                        tolerance: tolerance, record: record, location: location)
}

/// Fails the running test unless `image` matches the PNG at `path` (a golden shared with docs
/// or fixtures rather than named after the test).
@discardableResult
public func assertGolden(of image: Pixmap, atPath path: String, tolerance: Tolerance = .exact, record: RecordMode? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(of: image, at: path, tolerance: tolerance, record: record, location: location)
}

func assertGolden(of image: Pixmap, at path: String, tolerance: Tolerance, record: RecordMode?,
                  location: GoldenSourceLocation, strategy: GoldenImage = .png) -> GoldenResult {
    let result = strategy.verify(image, golden: path, tolerance: tolerance, record: record, filter: location.testName)
    if !result.passed { TestFailureReporter.fail(result.message, at: location) }
    return result
}

/// Fails the running test unless `text` equals the golden `__Goldens__/<TestFile>/<test>.<name>.txt`
/// (command output, generated docs). Record modes and `RT_RECORD` work as for images.
@discardableResult
public func assertGolden(of text: String, named name: String, record: RecordMode? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(of: text, at: GoldenLocation.path(named: name, fileExtension: "txt", at: location), record: record, location: location)
}

/// Fails the running test unless `text` equals the file at `path`.
@discardableResult
public func assertGolden(of text: String, atPath path: String, record: RecordMode? = nil,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> GoldenResult {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(of: text, at: path, record: record, location: location)
}

func assertGolden(of text: String, at path: String, record: RecordMode?, location: GoldenSourceLocation,
                  strategy: GoldenText = .utf8) -> GoldenResult {
    let result = strategy.verify(text, golden: path, record: record, filter: location.testName)
    if !result.passed { TestFailureReporter.fail(result.message, at: location) }
    return result
}
