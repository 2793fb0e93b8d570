import Foundation
import Raster
import Transitions

/// Fails the running test unless a whole transition matches its goldens: the frame at each of
/// `fractions` (of the plan's total duration; 1 is the end state) is compared with
/// `__Goldens__/<TestFile>/<test>.<name>.<percent>.png`. When any frame fails, one sheet
/// `<test>.<name>.sheet.png` shows golden, actual and difference for every fraction side by side.
///
/// Warnings of the plan (a path animation between different element structures, which warps a
/// mask) fail the assertion unless `allowingWarnings` is true: a golden of a wrong render is a bug.
@discardableResult
package func assertGolden(of scene: Scene, settings: RenderSettings = RenderSettings(), named name: String,
                         fractions: [Double] = TransitionSnapshots.quarters, tolerance: Tolerance = .exact,
                         record: RecordMode? = nil, allowingWarnings: Bool = false,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> [GoldenResult] {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    let plan: TransitionPlan
    do { plan = try TransitionPlan(scene: scene, settings: settings) } catch {
        TestFailureReporter.fail("cannot plan the transition for golden '\(name)': \(error)", at: location)
        return []
    }
    return assertGolden(of: plan, goldenBase: GoldenLocation.path(named: name, fileExtension: "png", at: location), name: name,
                        fractions: fractions, tolerance: tolerance, record: record, allowingWarnings: allowingWarnings, location: location)
}

/// `assertGolden(of:settings:named:…)` for a plan you already made.
@discardableResult
package func assertGolden(of plan: TransitionPlan, named name: String, fractions: [Double] = TransitionSnapshots.quarters,
                         tolerance: Tolerance = .exact, record: RecordMode? = nil, allowingWarnings: Bool = false,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                         line: UInt = #line, column: UInt = #column) -> [GoldenResult] {
    let location = GoldenSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    return assertGolden(of: plan, goldenBase: GoldenLocation.path(named: name, fileExtension: "png", at: location), name: name,
                        fractions: fractions, tolerance: tolerance, record: record, allowingWarnings: allowingWarnings, location: location)
}

/// The whole-transition assertion with the goldens' common path `goldenBase` (`…/<test>.<name>.png`):
/// frame k is compared with `…/<test>.<name>.<percent>.png`.
func assertGolden(of plan: TransitionPlan, goldenBase base: String, name: String, fractions: [Double], tolerance: Tolerance,
                  record: RecordMode?, allowingWarnings: Bool, location: GoldenSourceLocation,
                  strategy: GoldenImage = .png) -> [GoldenResult] {
    if !allowingWarnings && !plan.warnings.isEmpty {
        TestFailureReporter.fail("transition '\(plan.descriptor.name)' for golden '\(name)' warned: "
            + plan.warnings.joined(separator: "; ") + " (pass allowingWarnings: true if the render is intended)", at: location)
    }
    let frames: [Pixmap]
    do { frames = try TransitionSnapshots.frames(plan: plan, fractions: fractions, allowingWarnings: true) } catch {
        TestFailureReporter.fail("cannot render golden '\(name)': \(error)", at: location)
        return []
    }
    let shots = zip(fractions, frames).map { GoldenShot($1, suffix: percentLabel($0)) }
    return verifyShots(shots, goldenBase: base, name: name, tolerance: tolerance, record: record, location: location,
                       diffing: strategy, sheetKind: "sheet")
}

/// "0", "25", "100", or "33.3" for a fraction that is not a whole percent.
func percentLabel(_ fraction: Double) -> String {
    let percent = fraction * 100
    if percent == percent.rounded() { return String(Int(percent)) }
    return String((percent * 10).rounded() / 10)
}
