import Foundation
import Raster
import TestSupport
import Testing
@testable import TransitionTesting
import Transitions
import UIKit
import UIKitDogfood
import UIKitRecorder

// One file importing both Testing and UIKit: the cross-import overlays (_Testing_UIKit,
// _Testing_CoreGraphics) this package provides make that compile.

/// The Ping reveal pushed by UIKit code (the dogfood's UIKit-written animator) at scale 1, 30 fps.
func revealPushRecording(fps: Int = 30) throws -> Recording {
    let nav = UINavigationController(rootViewController: RevealScreenController.white())
    nav.isNavigationBarHidden = true
    let delegate = RevealNavigationDelegate()
    nav.delegate = delegate
    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: fps)
    return try withExtendedLifetime(delegate) {
        try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
    }
}

/// The same push, with an opacity animation added to a layer that is in no window: it draws
/// nothing, and the recording warns about it.
func warnedRevealPushRecording() throws -> Recording {
    let nav = UINavigationController(rootViewController: RevealScreenController.white())
    nav.isNavigationBarHidden = true
    let delegate = RevealNavigationDelegate()
    nav.delegate = delegate
    let detached = CALayer()
    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: 10)
    recorder.printsWarnings = false
    return try withExtendedLifetime(delegate) {
        try recorder.record(root: nav) {
            nav.pushViewController(RevealScreenController.black(), animated: true)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.1
            detached.add(fade, forKey: "fade")
        }
    }
}

@Suite("Golden strategies: values, pullback, recordings", .uikitTurns)
struct GoldenStrategyTests {
    @Test func framesAtTimesPickTheFrameShowingEachTime() throws {
        let recording = try revealPushRecording()
        // 0.35 s at 30 fps: frames at 0, 1/30, … 11/30 clamped to the settled 0.35.
        #expect(recording.frameCount == 12)
        let shots = try GoldenStrategy.frames(at: [0, 0.1, 0.116, 0.35]).shots(recording)
        #expect(shots.map(\.suffix) == ["0.000s", "0.100s", "0.116s", "0.350s"])
        #expect(shots[0].image.hasSamePixels(as: try recording.frame(0)))
        #expect(shots[1].image.hasSamePixels(as: try recording.frame(3)), "0.1 s is frame 3 exactly")
        #expect(shots[2].image.hasSamePixels(as: try recording.frame(3)), "0.116 s is nearer 0.1 than 0.133")
        #expect(shots[3].image.hasSamePixels(as: try recording.frame(11)), "the settled end")
        #expect(throws: GoldenFailure.self) { try GoldenStrategy.frames(at: [0.5]).shots(recording) }
    }

    @Test func fractionsEveryFrameAndPullbackAgreeWithTheFrames() throws {
        let recording = try revealPushRecording()
        // The first and last frame are the transition at 0 and 100 % of the recording's duration.
        let fractions = try GoldenStrategy.frames(atFractions: [0, 1]).shots(recording)
        #expect(fractions.map(\.suffix) == ["0", "100"])
        #expect(fractions[0].image.hasSamePixels(as: try recording.frame(0)))
        #expect(fractions[1].image.hasSamePixels(as: try recording.frame(recording.frameCount - 1)))
        #expect(!fractions[0].image.hasSamePixels(as: fractions[1].image))
        let every = try GoldenStrategy<Recording>.everyFrame.shots(recording)
        #expect(every.count == recording.frameCount && every.last?.suffix == "frame-0011")
        for i in [0, 5, 11] { #expect(every[i].image.hasSamePixels(as: try recording.frame(i)), "frame \(i)") }
        let firstFrame = GoldenStrategy<Pixmap>.image.pullback { (r: Recording) in try r.frame(0) }
        let pulled = try firstFrame.shots(recording)
        let frame0 = try recording.frame(0)
        #expect(pulled.count == 1 && pulled[0].suffix == nil && pulled[0].image.hasSamePixels(as: frame0))
    }

    @Test func theSettledFrameShowsTheBlackScreenAndItsDot() throws {
        // Independent probes of what the goldens below pin: the black screen, its white dot at
        // (W − 16 − 12.5, 36 + 12.5), and half-way the reveal circle growing from the dot.
        let recording = try revealPushRecording()
        let last = try recording.frame(recording.frameCount - 1)
        #expect(last[10, 800] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        #expect(last[361, 48] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let start = try recording.frame(0)
        #expect(start[10, 800] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the white screen before the push")
    }

    @Test func aRecordingGoldenRecordsThenMatchesThenFailsWithOneSheet() throws {
        let dir = try GoldenSupport.scratchDirectory("strategy")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recording = try revealPushRecording()
        let shots = try GoldenStrategy.frames(at: [0, 0.2]).shots(recording)
        let location = GoldenSourceLocation(fileID: "T/T.swift", filePath: "/T.swift", line: 1, column: 1, function: "t()")
        let base = dir + "/t.push.png", strategy = GoldenSupport.strategy([:])
        withKnownIssue {
            _ = verifyShots(shots, goldenBase: base, name: "push", tolerance: .exact, record: .missing, location: location,
                            diffing: strategy, sheetKind: "sheet-failure")
        }
        for suffix in ["0.000s", "0.200s"] { #expect(FileManager.default.fileExists(atPath: "\(dir)/t.push.\(suffix).png")) }
        let same = verifyShots(shots, goldenBase: base, name: "push", tolerance: .exact, record: nil, location: location,
                               diffing: strategy, sheetKind: "sheet-failure")
        #expect(same.map(\.outcome) == [.identical, .identical])
        try FileManager.default.removeItem(atPath: "\(dir)/t.push.0.200s.png")
        try FileManager.default.copyItem(atPath: "\(dir)/t.push.0.000s.png", toPath: "\(dir)/t.push.0.200s.png")
        var results: [GoldenResult] = []
        withKnownIssue {
            results = verifyShots(shots, goldenBase: base, name: "push", tolerance: .exact, record: nil, location: location,
                                  diffing: strategy, sheetKind: "sheet-failure")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("t.push.sheet-failure.png") && $0.rawValue.contains("RT_RECORD=failed swift test --filter t") }
        }
        #expect(results.map(\.outcome) == [.identical, .mismatch])
        let sheet = try PNG.read(contentsOf: dir + "/t.push.sheet-failure.png")
        #expect(sheet.width == 2 * recording.pixelWidth + 3 * GoldenFailureSheet.gap)
    }

    @Test func aRecordingThatWarnedFailsUnlessWarningsAreAllowed() throws {
        var strategy = GoldenStrategy<Pixmap>.image
        strategy.problems = { _ in ["a path animation between different structures"] }
        let image = try #require(Pixmap(width: 2, height: 2))
        withKnownIssue {
            assertGolden(of: image, as: strategy, named: "never-written", record: .never)
        } matching: { $0.comments.contains { $0.rawValue.contains("the value warned: a path animation") } }
    }

    @Test func anAnimatedGoldenIsOneAPNGComparedFrameByFrame() throws {
        let dir = try GoldenSupport.scratchDirectory("apng")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recording = try revealPushRecording(fps: 10)
        let shots = try GoldenStrategy<Recording>.apng.shots(recording)
        #expect(shots.count == 1 && shots[0].suffix == "apng")
        let location = GoldenSourceLocation(fileID: "T/T.swift", filePath: "/T.swift", line: 1, column: 1, function: "t()")
        let base = dir + "/t.push.png", strategy = GoldenSupport.strategy([:])
        withKnownIssue {
            _ = verifyShots(shots, goldenBase: base, name: "push", tolerance: .exact, record: .missing, location: location,
                            diffing: strategy, sheetKind: "sheet-failure")
        }
        // The golden is a real APNG: its frames are the recording's (5 at 10 fps: 0 … 0.3 and the settled 0.35).
        let file = try #require(FileManager.default.contents(atPath: dir + "/t.push.apng.png"))
        let stored = try APNGReader.decode([UInt8](file), source: "t.push.apng.png")
        #expect(stored.map { Int(($0.delay * 10).rounded()) }.reduce(0, +) == recording.frameCount)
        #expect(stored[0].image.hasSamePixels(as: try recording.frame(0)))
        #expect(stored.last!.image.hasSamePixels(as: try recording.frame(recording.frameCount - 1)))
        let same = verifyShots(shots, goldenBase: base, name: "push", tolerance: .exact, record: nil, location: location,
                               diffing: strategy, sheetKind: "sheet-failure")
        #expect(same.map(\.outcome) == [.identical])
        // A recording with more frames (20 fps) against that golden: a mismatch, not a pass.
        let longer = try GoldenStrategy<Recording>.apng.shots(try revealPushRecording(fps: 20))
        var results: [GoldenResult] = []
        withKnownIssue {
            results = verifyShots(longer, goldenBase: base, name: "push", tolerance: .exact, record: nil, location: location,
                                  diffing: strategy, sheetKind: "sheet-failure")
        }
        #expect(results.map(\.outcome) == [.mismatch])
    }

    /// The user's way: an assertion in a Swift Testing test, goldens beside this file (looked at
    /// before they were committed: white screen; the circle half grown over the flying snapshot;
    /// the black screen with its white dot).
    @Test func revealPush() throws {
        let results = assertGolden(of: try revealPushRecording(), as: .frames(at: [0, 0.2, 0.35]), named: "reveal")
        #expect(results.count == 3)
    }
}
