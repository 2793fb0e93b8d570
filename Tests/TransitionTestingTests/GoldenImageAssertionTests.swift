import Foundation
import Raster
import TestSupport
import Testing
@testable import TransitionTesting
import Transitions

/// The golden assertion itself: record modes and where they come from, CI refusal, failure
/// evidence and messages, automatic names, artifacts. Each test works in its own scratch
/// directory (removed afterwards) with a fixed fake environment.
@Suite("GoldenImage assertions") struct GoldenImageAssertionTests {
    static let filter = "GoldenImageAssertionTests"

    @Test("RT_RECORD resolves to a mode; unknown values are named", arguments: [
        (nil, RecordMode.never), ("", .never), ("never", .never), ("missing", .missing), ("failed", .failed), ("all", .all), ("ALL", .all),
    ] as [(String?, RecordMode)])
    func goldenRecordModeFromEnvironment(_ value: String?, _ expected: RecordMode) throws {
        let resolved = try ResolvedRecordMode.resolve(parameter: nil, scoped: nil) { $0 == "RT_RECORD" ? value : nil }.get()
        #expect(resolved.mode == expected)
    }

    @Test func goldenRecordModeRejectsUnknownValue() {
        let resolved = ResolvedRecordMode.resolve(parameter: nil, scoped: nil) { _ in "1" }
        guard case .failure(let f) = resolved else { Issue.record("accepted RT_RECORD=1"); return }
        #expect(f.description.contains("RT_RECORD=1") && f.description.contains("never, missing, failed, all"))
    }

    @Test func goldenRecordModeParameterBeatsScopeBeatsEnvironment() throws {
        let env: (String) -> String? = { $0 == "RT_RECORD" ? "all" : nil }
        let fromParameter = try ResolvedRecordMode.resolve(parameter: .missing, scoped: (.failed, "scope"), environment: env).get()
        #expect(fromParameter == ResolvedRecordMode(mode: .missing, source: "the record: parameter"))
        let fromScope = try ResolvedRecordMode.resolve(parameter: nil, scoped: (.failed, "scope"), environment: env).get()
        #expect(fromScope == ResolvedRecordMode(mode: .failed, source: "scope"))
        let fromEnvironment = try ResolvedRecordMode.resolve(parameter: nil, scoped: nil, environment: env).get()
        #expect(fromEnvironment == ResolvedRecordMode(mode: .all, source: "RT_RECORD=all"))
        withGoldenTesting(record: .missing) {
            #expect(GoldenTestingConfiguration.current.scopedRecord?.mode == .missing)
            withGoldenTesting(record: .all) { #expect(GoldenTestingConfiguration.current.scopedRecord?.mode == .all, "the innermost scope wins") }
            withGoldenTesting(artifactsDirectory: "/x") {
                #expect(GoldenTestingConfiguration.current.scopedRecord?.mode == .missing, "a scope without a mode keeps the outer one")
            }
        }
        #expect(GoldenTestingConfiguration.current.scopedRecord == nil)
    }

    @Test(.goldenTesting(record: .failed)) func goldenTraitSetsTheScopedMode() {
        #expect(GoldenTestingConfiguration.current.scopedRecord?.mode == .failed)
        #expect(GoldenTestingConfiguration.current.scopedRecord?.source.contains("trait") == true)
    }

    @Test func goldenMissingFailsAndLeavesTheActualImage() throws {
        let dir = try GoldenSupport.scratchDirectory("missing")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/sub/frame.png"
        let result = GoldenSupport.strategy([:]).verify(GoldenSupport.sampleImage(), golden: path, filter: Self.filter)
        #expect(result.outcome == .missing && !result.passed)
        #expect(!FileManager.default.fileExists(atPath: path), "never mode must not record")
        #expect(FileManager.default.fileExists(atPath: dir + "/sub/frame.actual.png"))
        #expect(result.message.contains(path) && result.message.contains("RT_RECORD=missing swift test --filter \(Self.filter)"))
    }

    @Test("missing, failed and all record a missing golden and fail, naming the setting", arguments: ["missing", "failed", "all"])
    func goldenRecordsWhenAskedAndFails(_ mode: String) throws {
        let dir = try GoldenSupport.scratchDirectory("record")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/deep/er/frame.png"
        let image = GoldenSupport.sampleImage()
        let result = GoldenSupport.strategy(["RT_RECORD": mode]).verify(image, golden: path, filter: Self.filter)
        #expect(result.outcome == .recorded && !result.passed, "recording must fail the test")
        #expect(result.message.contains("recorded golden \(path)") && result.message.contains("RT_RECORD=\(mode)")
                && result.message.contains("re-run"))
        #expect(try PNG.read(contentsOf: path).hasSamePixels(as: image))
        let again = GoldenSupport.strategy([:]).verify(image, golden: path, filter: Self.filter)
        #expect(again.outcome == .identical && again.passed, Comment(rawValue: again.message))
    }

    @Test func goldenFailedModeRecordsOnlyWhatFails() throws {
        let dir = try GoldenSupport.scratchDirectory("failed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let matching = dir + "/same.png", differing = dir + "/other.png"
        let image = GoldenSupport.sampleImage()
        try PNG.write(image, to: matching)
        try PNG.write(GoldenSupport.sampleImage(square: PremultipliedColor(r: 1, g: 2, b: 3, a: 255)), to: differing)
        let matchingBytes = try Data(contentsOf: URL(fileURLWithPath: matching))
        let kept = GoldenSupport.strategy([:]).verify(image, golden: matching, record: .failed, filter: Self.filter)
        #expect(kept.outcome == .identical && kept.passed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: matching)) == matchingBytes, "a matching golden is not rewritten")
        let rewritten = GoldenSupport.strategy([:]).verify(image, golden: differing, record: .failed, filter: Self.filter)
        #expect(rewritten.outcome == .recorded && !rewritten.passed && rewritten.message.contains("the record: parameter"))
        #expect(try PNG.read(contentsOf: differing).hasSamePixels(as: image))
    }

    @Test func goldenMissingModeKeepsExistingGoldenButAllOverwrites() throws {
        let dir = try GoldenSupport.scratchDirectory("overwrite")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        let old = GoldenSupport.sampleImage()
        try PNG.write(old, to: path)
        let new = GoldenSupport.sampleImage(square: PremultipliedColor(r: 10, g: 200, b: 10, a: 255))
        let kept = GoldenSupport.strategy(["RT_RECORD": "missing"]).verify(new, golden: path, filter: Self.filter)
        #expect(kept.outcome == .mismatch)
        #expect(try PNG.read(contentsOf: path).hasSamePixels(as: old))
        let overwritten = GoldenSupport.strategy(["RT_RECORD": "all"]).verify(new, golden: path, filter: Self.filter)
        #expect(overwritten.outcome == .recorded)
        #expect(try PNG.read(contentsOf: path).hasSamePixels(as: new))
        #expect(!FileManager.default.fileExists(atPath: dir + "/frame.actual.png"), "recording removes stale failure images")
    }

    @Test func goldenMismatchWritesActualAndDiffAndSaysHowToRerecord() throws {
        let dir = try GoldenSupport.scratchDirectory("mismatch")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        try PNG.write(GoldenSupport.sampleImage(), to: path)
        let actual = GoldenSupport.sampleImage()
        actual.pixels[3 * actual.width + 20] = PremultipliedColor(r: 0, g: 0, b: 0, a: 255).packed
        let result = GoldenSupport.strategy([:]).verify(actual, golden: path, filter: Self.filter)
        #expect(result.outcome == .mismatch && !result.passed)
        let actualPath = dir + "/frame.actual.png", diffPath = dir + "/frame.diff.png"
        #expect(result.actualPath == actualPath && result.diffPath == diffPath)
        #expect(try PNG.read(contentsOf: actualPath).hasSamePixels(as: actual))
        let diff = try PNG.read(contentsOf: diffPath)
        #expect(diff[20, 3].r >= 128 && diff[20, 3].g == 0, "the changed pixel is red in the diff image")
        #expect(diff[0, 0].r == diff[0, 0].g, "an unchanged pixel is grey")
        #expect(result.message.contains(actualPath) && result.message.contains(diffPath))
        #expect(result.message.contains("RT_RECORD=failed swift test --filter \(Self.filter)"))
        #expect(!result.message.contains("\n"), "one line")
        #expect(result.difference?.differingPixelCount == 1)
    }

    @Test func goldenToleranceAcceptsSmallDifferencesAndClearsOldEvidence() throws {
        let dir = try GoldenSupport.scratchDirectory("tolerance")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        let golden = GoldenSupport.sampleImage()
        try PNG.write(golden, to: path)
        let actual = golden.copy()
        let p = actual[10, 10]
        actual.pixels[10 * actual.width + 10] = PremultipliedColor(r: p.r &+ 2, g: p.g, b: p.b, a: 255).packed
        let strict = GoldenSupport.strategy([:]).verify(actual, golden: path, filter: Self.filter)
        #expect(strict.outcome == .mismatch, "exact is the default")
        let loose = Tolerance(maxChannelDifference: 2, maxDifferingPixelFraction: 0.01)
        let result = GoldenSupport.strategy([:]).verify(actual, golden: path, tolerance: loose, filter: Self.filter)
        #expect(result.outcome == .withinTolerance && result.passed, Comment(rawValue: result.message))
        #expect(!FileManager.default.fileExists(atPath: dir + "/frame.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/frame.diff.png"))
        let tooLoose = Tolerance(maxChannelDifference: 1, maxDifferingPixelFraction: 1)
        #expect(GoldenSupport.strategy([:]).verify(actual, golden: path, tolerance: tooLoose, filter: Self.filter).outcome == .mismatch)
    }

    @Test("CI never records", arguments: ["missing", "failed", "all"])
    func goldenRefusesToRecordOnCI(_ mode: String) throws {
        let dir = try GoldenSupport.scratchDirectory("ci")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        let result = GoldenSupport.strategy(["CI": "true", "RT_RECORD": mode]).verify(GoldenSupport.sampleImage(), golden: path, filter: Self.filter)
        #expect(result.outcome == .error && !result.passed)
        #expect(result.message.contains("refusing to record") && result.message.contains(path) && result.message.contains("RT_RECORD=\(mode)"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func goldenCIRefusalNamesTheSettingThatAskedForIt() throws {
        let dir = try GoldenSupport.scratchDirectory("ci-source")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ci = GoldenSupport.strategy(["CI": "1"])
        let fromParameter = ci.verify(GoldenSupport.sampleImage(), golden: dir + "/a.png", record: .all, filter: Self.filter)
        #expect(fromParameter.message.contains("the record: parameter") && !fromParameter.message.contains("RT_RECORD"))
        let fromScope = withGoldenTesting(record: .missing) {
            ci.verify(GoldenSupport.sampleImage(), golden: dir + "/a.png", filter: Self.filter)
        }
        #expect(fromScope.message.contains("withGoldenTesting(record: .missing)"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.png"))
    }

    @Test func goldenArtifactsGoToTheArtifactsFolderNotBesideTheGolden() throws {
        let dir = try GoldenSupport.scratchDirectory("artifacts")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let goldens = dir + "/pkg", artifacts = dir + "/out"
        try FileManager.default.createDirectory(atPath: goldens + "/Tests/__Goldens__", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: goldens + "/Package.swift", contents: Data()))
        let path = goldens + "/Tests/__Goldens__/frame.png"
        try PNG.write(GoldenSupport.sampleImage(), to: path)
        let actual = GoldenSupport.sampleImage(square: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        let result = GoldenSupport.strategy(["RT_ARTIFACTS": artifacts]).verify(actual, golden: path, filter: Self.filter)
        #expect(result.outcome == .mismatch)
        #expect(result.actualPath == artifacts + "/Tests/__Goldens__/frame.actual.png")
        #expect(result.diffPath == artifacts + "/Tests/__Goldens__/frame.diff.png")
        #expect(FileManager.default.fileExists(atPath: result.actualPath!) && FileManager.default.fileExists(atPath: result.diffPath!))
        #expect(!FileManager.default.fileExists(atPath: goldens + "/Tests/__Goldens__/frame.actual.png"), "nothing beside the golden")
        let scoped = withGoldenTesting(artifactsDirectory: dir + "/scoped") {
            GoldenSupport.strategy(["RT_ARTIFACTS": artifacts]).verify(actual, golden: path, filter: Self.filter)
        }
        #expect(scoped.actualPath == dir + "/scoped/Tests/__Goldens__/frame.actual.png", "a scoped folder wins over RT_ARTIFACTS")
    }

    @Test func goldenUnknownRecordModeFailsWithItsValue() throws {
        let dir = try GoldenSupport.scratchDirectory("badmode")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = GoldenSupport.strategy(["RT_RECORD": "yes"]).verify(GoldenSupport.sampleImage(), golden: dir + "/f.png", filter: Self.filter)
        #expect(result.outcome == .error && result.message.contains("RT_RECORD=yes"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/f.png"))
    }

    @Test func goldenSizeMismatchNamesBothSizes() throws {
        let dir = try GoldenSupport.scratchDirectory("size")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        try PNG.write(GoldenSupport.sampleImage(width: 24, height: 16), to: path)
        let result = GoldenSupport.strategy([:]).verify(GoldenSupport.sampleImage(width: 20, height: 16), golden: path, filter: Self.filter)
        #expect(result.outcome == .mismatch && result.message.contains("24 x 16") && result.message.contains("20 x 16"))
        #expect(result.diffPath == nil && FileManager.default.fileExists(atPath: dir + "/frame.actual.png"))
    }

    @Test func goldenCorruptFileIsAnErrorNamingIt() throws {
        let dir = try GoldenSupport.scratchDirectory("corrupt")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        let result = GoldenSupport.strategy([:]).verify(GoldenSupport.sampleImage(), golden: path, filter: Self.filter)
        #expect(result.outcome == .error && result.message.contains(path) && result.message.contains("RT_RECORD=failed"))
    }

    @Test func goldenNamesFollowTheTestFileAndFunction() {
        let location = GoldenSourceLocation(fileID: "MyTests/CardTests.swift", filePath: "/src/Tests/MyTests/CardTests.swift",
                                            line: 1, column: 1, function: "presentsCard(_:)")
        #expect(location.testName == "presentsCard")
        #expect(GoldenLocation.path(named: "start", fileExtension: "png", at: location)
                == "/src/Tests/MyTests/__Goldens__/CardTests/presentsCard.start.png")
        #expect(GoldenLocation.path(named: "a/b\nc", fileExtension: "txt", at: location)
                == "/src/Tests/MyTests/__Goldens__/CardTests/presentsCard.a-b-c.txt", "a name stays one path component")
        #expect(GoldenArtifacts(directory: nil).path(forGolden: "a/b.png", kind: "diff") == "a/b.diff.png")
        #expect(percentLabel(0.25) == "25" && percentLabel(1) == "100" && percentLabel(1.0 / 3) == "33.3")
    }

    @Test func assertGoldenRecordsTheFailureWithTheRunningTest() throws {
        let dir = try GoldenSupport.scratchDirectory("issue")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        try PNG.write(GoldenSupport.sampleImage(), to: path)
        withKnownIssue("a mismatching image fails the test by itself") {
            assertGolden(of: GoldenSupport.sampleImage(square: PremultipliedColor(r: 9, g: 9, b: 9, a: 255)), atPath: path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("golden mismatch for \(path)") }
        }
        withKnownIssue("recording fails the test") {
            // The process environment may say CI=true, which refuses to record: a fixed one here.
            _ = assertGolden(of: GoldenSupport.sampleImage(), at: dir + "/new.png", tolerance: .exact, record: .missing,
                             location: GoldenSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function),
                             strategy: GoldenSupport.strategy([:]))
        } matching: { $0.comments.contains { $0.rawValue.contains("recorded golden") } }
        let pass = assertGolden(of: GoldenSupport.sampleImage(), atPath: path)
        #expect(pass.outcome == .identical)
    }

    @Test func textGoldensShareModesAndNameTheFirstDifferingLine() throws {
        let dir = try GoldenSupport.scratchDirectory("text")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.txt"
        let record = GoldenText(environment: { $0 == "RT_RECORD" ? "missing" : nil })
        #expect(record.verify("a\nb\n", golden: path, filter: Self.filter).outcome == .recorded)
        let compare = GoldenText(environment: { _ in nil })
        #expect(compare.verify("a\nb\n", golden: path, filter: Self.filter).outcome == .identical)
        let changed = compare.verify("a\nc\n", golden: path, filter: Self.filter)
        #expect(changed.outcome == .mismatch && changed.message.contains("line 2 is \"c\" where the golden has \"b\""))
        #expect(try String(contentsOfFile: dir + "/out.actual.txt", encoding: .utf8) == "a\nc\n")
        let ci = GoldenText(environment: { ["CI": "true", "RT_RECORD": "all"][$0] })
        #expect(ci.verify("x", golden: path, filter: Self.filter).outcome == .error)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\n", "CI never records text either")
    }

    @Test func aFractionsGoldenChecksEveryFractionAndLeavesOneSheet() throws {
        let dir = try GoldenSupport.scratchDirectory("transition")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recording = try revealPushRecording(fps: 10)
        var strategy = GoldenStrategy<Recording>.frames(atFractions: [0, 0.5, 1])
        strategy.diffing = GoldenSupport.strategy([:])
        let location = GoldenSourceLocation(fileID: "T/T.swift", filePath: "/T.swift", line: 1, column: 1, function: "t()")
        let base = dir + "/t.reveal.png"
        func assertion() -> [GoldenResult] {
            assertGolden(of: { recording }, as: strategy, named: "reveal", goldenBase: base, tolerance: .exact, record: nil,
                         allowingWarnings: false, location: location)
        }
        withKnownIssue {
            _ = assertGolden(of: { recording }, as: strategy, named: "reveal", goldenBase: base, tolerance: .exact, record: .missing,
                             allowingWarnings: false, location: location)
        }
        for label in ["0", "50", "100"] { #expect(FileManager.default.fileExists(atPath: dir + "/t.reveal.\(label).png")) }
        #expect(assertion().map(\.outcome) == [.identical, .identical, .identical])
        // A golden of another frame at 50 %: one failure, and the sheet shows all three columns.
        try FileManager.default.removeItem(atPath: dir + "/t.reveal.50.png")
        try FileManager.default.copyItem(atPath: dir + "/t.reveal.0.png", toPath: dir + "/t.reveal.50.png")
        var results: [GoldenResult] = []
        withKnownIssue { results = assertion() } matching: { $0.comments.contains { $0.rawValue.contains("t.reveal.sheet-failure.png") } }
        #expect(results.map(\.outcome) == [.identical, .mismatch, .identical])
        let sheet = try PNG.read(contentsOf: dir + "/t.reveal.sheet-failure.png")
        #expect(sheet.width == 3 * recording.pixelWidth + 4 * GoldenFailureSheet.gap
                && sheet.height == 3 * recording.pixelHeight + 4 * GoldenFailureSheet.gap)
    }

    @Test func goldenStrategiesRejectFractionsAndTimesOutsideTheRecording() throws {
        let recording = try revealPushRecording(fps: 10)
        #expect { try GoldenStrategy.frames(atFractions: [0, 1.5]).shots(recording) } throws: { error in
            (error as? GoldenFailure)?.description == "fractions[1] = 1.5 is not in 0...1; give fractions of the duration"
        }
        #expect { try GoldenStrategy.frames(at: [0, -0.1]).shots(recording) } throws: { error in
            (error as? GoldenFailure)?.description.hasPrefix("times[1] = -0.1 s is outside the recording") == true
        }
    }

    @Test func recordingWarningsFailGoldensUnlessAllowed() throws {
        // An animation added to a layer outside the window draws nothing: the recorder warns.
        let recording = try warnedRevealPushRecording()
        #expect(recording.warnings.contains { $0.contains("which is not in the window: it draws nothing") }, "\(recording.warnings)")
        let dir = try GoldenSupport.scratchDirectory("warnings")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var strategy = GoldenStrategy<Recording>.frames(at: [0])
        strategy.diffing = GoldenSupport.strategy([:])
        let location = GoldenSourceLocation(fileID: "T/T.swift", filePath: "/T.swift", line: 1, column: 1, function: "t()")
        withKnownIssue {
            _ = assertGolden(of: { recording }, as: strategy, named: "w", goldenBase: dir + "/w.png", tolerance: .exact, record: .missing,
                             allowingWarnings: true, location: location)
        } matching: { $0.comments.contains { $0.rawValue.contains("recorded golden") } }
        #expect(FileManager.default.fileExists(atPath: dir + "/w.0.000s.png"))
        var results: [GoldenResult]?
        withKnownIssue("the golden matches, but the warning alone fails the assertion") {
            results = assertGolden(of: { recording }, as: strategy, named: "w", goldenBase: dir + "/w.png", tolerance: .exact, record: nil,
                                   allowingWarnings: false, location: location)
        } matching: { $0.comments.contains { $0.rawValue.contains("the value warned: the 'opacity' animation") } }
        #expect(results?.isEmpty == true, "nothing is compared once the value warned")
    }
}
