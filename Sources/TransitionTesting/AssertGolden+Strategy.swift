import Foundation
import Raster

/// Fails the running test (Swift Testing or XCTest, at the caller's line) unless `value`, as
/// `strategy` sees it, matches its goldens `__Goldens__/<TestFile>/<test>.<name>.<suffix>.png`
/// beside the test file. Records them on the first run (and when `RT_RECORD` says so; never on
/// CI): recording fails the test with "recorded …; re-run".
///
/// When any image fails, one sheet `<test>.<name>.sheet-failure.png` (beside the golden, or in
/// `RT_ARTIFACTS`) shows golden, actual and difference for every image side by side, and the
/// message gives the command that re-records. The strategy's problems (a recording's warnings)
/// fail the assertion before anything is compared or recorded, unless `allowingWarnings` is true.
///
/// ```swift
/// let recording = try recorder.record(root: nav) { nav.pushViewController(detail, animated: true) }
/// assertGolden(of: recording, as: .frames(at: [0, 0.1, 0.25]), named: "push")
/// ```
@discardableResult
public func assertGolden<Value>(
    of value: @autoclosure () throws -> Value, as strategy: GoldenStrategy<Value>, named name: String,
    tolerance: Tolerance = .exact, record: RecordMode? = nil, allowingWarnings: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [GoldenResult] {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(
        of: value, as: strategy, named: name, goldenBase: GoldenLocation.path(named: name, fileExtension: "png", at: location),
        tolerance: tolerance, record: record, allowingWarnings: allowingWarnings, location: location)
}

/// The strategy assertion with the goldens' common path `base` (`…/<test>.<name>.png`): shot k
/// is compared with `…/<test>.<name>.<suffix>.png`.
func assertGolden<Value>(
    of value: () throws -> Value, as strategy: GoldenStrategy<Value>, named name: String, goldenBase base: String,
    tolerance: Tolerance, record: RecordMode?, allowingWarnings: Bool, location: GoldenSourceLocation
) -> [GoldenResult] {
    let shots: [GoldenShot]
    do {
        let v = try value()
        let problems = strategy.problems(v)
        // A golden recorded from a render that warned would pin the wrong picture: stop here.
        if !allowingWarnings && !problems.isEmpty {
            TestFailureReporter.fail(
                "golden '\(name)': the value warned: " + problems.joined(separator: "; ")
                    + " (pass allowingWarnings: true if the render is intended)", at: location)
            return []
        }
        shots = try strategy.shots(v)
    } catch {
        TestFailureReporter.fail("cannot make golden '\(name)': \(error)", at: location)
        return []
    }
    return verifyShots(
        shots, goldenBase: base, name: name, tolerance: tolerance, record: record, location: location,
        diffing: strategy.diffing, sheetKind: "sheet-failure")
}

/// Compares each shot with `<base stem>.<suffix>.png` and, when any fails, writes the failure
/// sheet and reports one failure naming every failed image.
func verifyShots(
    _ shots: [GoldenShot], goldenBase base: String, name: String, tolerance: Tolerance, record: RecordMode?,
    location: GoldenSourceLocation, diffing: GoldenImage, sheetKind: String
) -> [GoldenResult] {
    let stem = String(base.dropLast(4))
    let results = shots.map { shot in
        var storage = shot.storage ?? diffing
        storage.environment = diffing.environment
        return storage.verify(
            shot.image, golden: shot.suffix.map { "\(stem).\(GoldenLocation.sanitized($0)).png" } ?? base,
            tolerance: tolerance, record: record, filter: location.testName)
    }
    let failed = results.filter { !$0.passed }
    let artifacts = GoldenArtifacts.resolve(
        scoped: GoldenTestingConfiguration.current.artifactsDirectory,
        environment: diffing.environment)
    let sheetPath = artifacts.path(forGolden: base, kind: sheetKind)
    guard !failed.isEmpty else {
        try? FileManager.default.removeItem(atPath: sheetPath)
        return results
    }
    var note = ""
    if failed.contains(where: { $0.outcome == .mismatch || $0.outcome == .missing }) {
        let columns = zip(results, shots).map { result, shot in
            let golden = try? PNG.read(contentsOf: result.goldenPath)
            let difference = golden.flatMap { g in
                g.width == shot.image.width && g.height == shot.image.height
                    ? try? diffing.differenceImage(g, shot.image) : nil
            }
            return GoldenFailureSheet.Column(golden: golden, actual: shot.image, difference: difference)
        }
        note =
            GoldenFailureSheet.make(columns).map {
                "; sheet (golden / actual / difference per image): \(sheetPath)"
                    + diffing.writeArtifact($0, to: sheetPath)
            } ?? ""
    }
    let summary =
        failed.count == 1
        ? failed[0].message
        : "\(failed.count) of \(results.count) images of golden '\(name)' failed: " + failed.map(\.message).joined(separator: " | ")
    TestFailureReporter.fail(summary + note, at: location)
    return results
}
