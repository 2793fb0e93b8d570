import Foundation
import Raster
import Testing
import TransitionTesting
import Transitions

/// The golden assertion itself: record modes, CI refusal, failure evidence and messages. Each
/// test works in its own scratch directory (removed afterwards) with a fixed fake environment.
@Suite("GoldenImage assertions") struct GoldenImageAssertionTests {
    static let filter = "GoldenImageAssertionTests"

    @Test("RT_RECORD resolves to a mode; unknown values are named", arguments: [
        (nil, RecordMode.never), ("", .never), ("never", .never), ("missing", .missing), ("all", .all), ("ALL", .all),
    ] as [(String?, RecordMode)])
    func goldenRecordModeFromEnvironment(_ value: String?, _ expected: RecordMode) {
        let resolved = RecordMode.fromEnvironment.resolved { $0 == "RT_RECORD" ? value : nil }
        #expect(resolved == .success(expected))
    }

    @Test func goldenRecordModeRejectsUnknownValue() {
        let resolved = RecordMode.fromEnvironment.resolved { _ in "sometimes" }
        guard case .failure(let f) = resolved else { Issue.record("accepted RT_RECORD=sometimes"); return }
        #expect(f.description.contains("RT_RECORD=sometimes") && f.description.contains("never, missing, all"))
        #expect(RecordMode.missing.resolved { _ in "all" } == .success(.missing), "an explicit mode ignores the environment")
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

    @Test("missing and all record a golden that decodes to the actual pixels", arguments: ["missing", "all"])
    func goldenRecordsWhenAsked(_ mode: String) throws {
        let dir = try GoldenSupport.scratchDirectory("record")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/deep/er/frame.png"
        let image = GoldenSupport.sampleImage()
        let result = GoldenSupport.strategy(["RT_RECORD": mode]).verify(image, golden: path, filter: Self.filter)
        #expect(result.outcome == .recorded && result.passed)
        #expect(try PNG.read(contentsOf: path).hasSamePixels(as: image))
        let again = GoldenSupport.strategy([:]).verify(image, golden: path, filter: Self.filter)
        #expect(again.outcome == .identical, Comment(rawValue: again.message))
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
        #expect(result.message.contains("RT_RECORD=all swift test --filter \(Self.filter)"))
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

    @Test("CI never records", arguments: ["missing", "all"])
    func goldenRefusesToRecordOnCI(_ mode: String) throws {
        let dir = try GoldenSupport.scratchDirectory("ci")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/frame.png"
        let result = GoldenSupport.strategy(["CI": "true", "RT_RECORD": mode]).verify(GoldenSupport.sampleImage(), golden: path, filter: Self.filter)
        #expect(result.outcome == .error && !result.passed)
        #expect(result.message.contains("refusing to record") && result.message.contains(path))
        #expect(!FileManager.default.fileExists(atPath: path))
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
        #expect(result.outcome == .error && result.message.contains(path) && result.message.contains("RT_RECORD=all"))
    }

    @Test func goldenFilterComesFromTheFunctionName() {
        #expect(GoldenImage.testFilter("goldenCatalogFrames(_:)") == "goldenCatalogFrames")
        #expect(GoldenImage.actualPath(forGolden: "a/b.png") == "a/b.actual.png")
        #expect(GoldenImage.diffPath(forGolden: "a/b") == "a/b.diff.png")
        #expect(TransitionSnapshots.goldenName(reverse: true, fraction: 0.75) == "reverse-75.png")
    }

    @Test func goldenSnapshotsRejectFractionsOutsideTheDuration() {
        #expect(throws: TransitionSnapshots.Problem.fractionOutOfRange(1.5, index: 1)) {
            try TransitionSnapshots.frames(scene: DemoScenes.showcase, settings: RenderSettings(scale: 1), fractions: [0, 1.5])
        }
        #expect(throws: TransitionSnapshots.Problem.self) {
            try TransitionSnapshots.frames(scene: DemoScenes.showcase(for: "no-such-transition"), settings: RenderSettings(scale: 1))
        }
    }

    @Test func goldenSnapshotsAgreeWithTheFramePipeline() throws {
        // The first and last frame of a plan are the transition at 0 and 100 % of its total duration.
        let plan = try TransitionPlan(scene: DemoScenes.showcase, settings: RenderSettings(fps: 10, scale: 1))
        let frames = try TransitionSnapshots.frames(plan: plan, fractions: [0, 1])
        let renderer = FrameRenderer(plan: plan)
        #expect(frames[0].hasSamePixels(as: try renderer.renderFrame(0)))
        #expect(frames[1].hasSamePixels(as: try renderer.renderFrame(plan.frameCount - 1)))
        #expect(!frames[0].hasSamePixels(as: frames[1]))
    }
}
