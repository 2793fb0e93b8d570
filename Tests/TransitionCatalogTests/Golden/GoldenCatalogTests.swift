import Foundation
import Raster
import TestSupport
import Testing
import TransitionTesting
import Transitions
@testable import TransitionCatalog

/// Every transition of the catalog but the sheets, both directions, pinned at 0, 25, 50, 75 and
/// 100 % of the run (the moment everything has settled, or the animator's `transitionDuration`
/// when that is later): recorded through `SceneRecording` at scale 1 (390 x 844) on
/// `UIKitScene.showcase(for:)`, compared with fixtures/golden/<transition>/<forward|reverse>-<pct>.png.
///
/// The recording's frames lie on its frame grid, so each case is recorded at the smallest frame
/// rate whose grid holds the three inner quarters of its run (80 fps for 0.35 s, 8 for 0.5 s,
/// 250 for Hero's fade's 0.208 s); the frame rate changes when frames are taken, not what they
/// show. The sheets (UIKit's own spring, kinds `.sheet` and `.detentChange`) were never in this
/// suite; SheetGoldenTests pins the app-written sheet demos. One case at a time: each records
/// twice, and the recorder runs one recording at a time anyway.
///
/// Compared exactly: the renderer is deterministic (same input, same bytes) and the goldens are
/// recorded on the machine that runs the suite. A transition that needs a tolerance gets an
/// entry in `tolerances` with its reason. A missing golden fails unless RT_RECORD=missing or
/// all (see docs/golden-testing.md); record only after looking at the frames.
@Suite("Golden frames of every transition", .serialized, .uikitTurns) struct GoldenCatalogTests {
    /// Tolerances by transition, each with its reason; absent means exact.
    static let tolerances: [String: (tolerance: Tolerance, reason: String)] = [
        "hero-zoom-slide-down": (Tolerance(maxChannelDifference: 1, maxDifferingPixelFraction: 0.0001),
                                 "its goldens were drawn by the engine's twin, whose standard curve held the Double 0.4; "
                                 + "UIKit's CAMediaTimingFunction(controlPoints:) takes Floats, as on iOS (0.4000000060), which "
                                 + "moves a few edge pixels (0.003 %) by one level at 25 and 50 %"),
    ]

    /// Transitions whose recordings warn, each with why the render is still the intended one;
    /// every other transition must record without a warning.
    /// None: a built-in transition never warns (circle-scale closes its arc, issue 30).
    static let expectedWarnings: [String: String] = [:]

    /// The entries the suite pins: every one but the sheets.
    static let entries = Catalog.all.filter { $0.kind != .sheet && $0.kind != .detentChange }

    /// Every transition and direction: the test's arguments.
    static let cases: [GoldenCase] = entries.flatMap { e in
        [GoldenCase(transition: e.name, reverse: false), GoldenCase(transition: e.name, reverse: true)]
    }

    /// The recording of a case's frames at the quarters of its duration: the moment everything
    /// has settled, or the animator's `transitionDuration` when that is later (color-diffusion's
    /// dismissal settles at 0.45 s of its 0.5 s; from there on every frame is the settled one).
    static func quarterFrames(_ c: GoldenCase) throws -> (frames: [Pixmap], warnings: [String]) {
        let scene = try CatalogRecordingSupport.resolvingTrigger(UIKitScene.showcase(for: c.transition), reverse: c.reverse)
        // A first, coarse recording finds the duration; the second lays its grid on the quarters.
        let probe = try SceneRecording(scene: scene, settings: RenderSettings(reverse: c.reverse, fps: 10, scale: 1))
        let duration = max(probe.recording.duration, probe.transitionDuration)
        let fps = try #require(CatalogRecordingSupport.frameRate(placing: TransitionSnapshots.quarters, of: duration),
                               "\(c): no frame rate up to 1000 places the quarters of \(duration) s on its grid")
        let recorded = try SceneRecording(scene: scene, settings: RenderSettings(reverse: c.reverse, fps: fps, scale: 1))
        #expect(abs(recorded.recording.duration - probe.recording.duration) < 1e-12,
                "\(c): settles at \(recorded.recording.duration) s at \(fps) fps, \(probe.recording.duration) s at 10")
        let frames = try TransitionSnapshots.quarters.map { f -> Pixmap in
            let time = f * duration
            let i = min(Int((time * Double(fps)).rounded()), recorded.frameCount - 1)
            // A moment past the settled end shows the settled frame.
            let shown = min(time, recorded.recording.duration)
            #expect(abs(recorded.time(ofFrame: i) - shown) < 1e-9, "\(c): frame \(i) at \(fps) fps shows \(recorded.time(ofFrame: i)) s, not \(shown)")
            return try recorded.recording.frame(i)
        }
        return (frames, recorded.warnings)
    }

    @Test("Frames at 0/25/50/75/100 % match the goldens", arguments: cases)
    func goldenCatalogFrames(_ c: GoldenCase) throws {
        let (frames, warnings) = try Self.quarterFrames(c)
        let warns = Self.expectedWarnings[c.transition] != nil
        #expect(warnings.isEmpty != warns, "\(c) warnings: \(warnings)")
        let tolerance = Self.tolerances[c.transition]?.tolerance ?? .exact
        try Self.probe(frames, c, scene: UIKitScene.showcase(for: c.transition))
        for (fraction, frame) in zip(TransitionSnapshots.quarters, frames) {
            #expect(frame.width == 390 && frame.height == 844, "\(c) renders \(frame.width) x \(frame.height) at scale 1")
            let path = "\(GoldenSupport.goldenDirectory)/\(c.transition)/\(GoldenSupport.goldenName(reverse: c.reverse, fraction: fraction))"
            assertGolden(of: frame, atPath: path, tolerance: tolerance)
        }
    }

    /// Ends that are not the plain screen, by "<transition> <direction> <0|100>": the region
    /// (points) where the frame shows something else, and what. Outside it the frame must still
    /// be the plain screen; inside it at least one probe must differ (the thing is there).
    static let unusualEnds: [String: (region: Rect, reason: String)] = [
        "circular-reveal forward 0": (Rect(x: 345, y: 32, width: 33, height: 33),
                                      "the reveal starts as the button itself: a circle of the other screen the button's size"),
        "circular-reveal reverse 0": (Rect(x: 345, y: 32, width: 33, height: 33),
                                      "the dismissal's circle ends on the button, so at 0 % it covers it"),
        "circle-scale forward 0": (Rect(x: 175, y: 410, width: 75, height: 75),
                                   "the presented screen starts as a small circle at the trigger, already visible"),
        "color-diffusion forward 0": (Rect(x: 150, y: 375, width: 90, height: 90),
                                      "the ball shows the diffusion's first staged colour, not the screen's own"),
        "partial-curl forward 100": (Rect(x: 0, y: 0, width: 390, height: 80),
                                     "the page rests curled up at the top, its underside and shadow over the presented screen"),
        "partial-curl reverse 0": (Rect(x: 0, y: 0, width: 390, height: 80),
                                   "the uncurl starts from the resting curl at the top"),
    ]

    /// Probe points: a grid over the 390 x 844 frame, 13 px apart across and 17 down (1 500
    /// points, every part of the screen).
    static let probes: [(x: Int, y: Int)] = stride(from: 6, to: 390, by: 13).flatMap { x in
        stride(from: 8, to: 844, by: 17).map { (x: x, y: $0) }
    }

    /// How many probe points of `frame` differ from `screen` (outside `excluded`, or only inside
    /// `within`), and the first few of them.
    static func differences(_ frame: Pixmap, _ screen: Pixmap, excluding excluded: Rect? = nil,
                            within: Rect? = nil) -> (count: Int, first: [String]) {
        let off = probes.filter { p in
            let point = Point(x: Double(p.x), y: Double(p.y))
            if let excluded, excluded.contains(point) { return false }
            if let within, !within.contains(point) { return false }
            return frame[p.x, p.y] != screen[p.x, p.y]
        }
        return (off.count, off.prefix(3).map { "(\($0.x), \($0.y)): \(frame[$0.x, $0.y]) vs \(screen[$0.x, $0.y])" })
    }

    /// Independent of the recorded goldens (a wrong recording cannot pass alone): at 0 % the
    /// transition has not begun, so the frame is the screen it starts from as that screen
    /// shows at rest (forward: the scene's `from`; reverse: its `to`, being dismissed); at 100 %
    /// it is the screen it ends on (`unusualEnds` lists the exceptions and where they lie); at
    /// 50 % it is under way, so it is neither.
    static func probe(_ frames: [Pixmap], _ c: GoldenCase, scene: UIKitScene) throws {
        let from = try CatalogRecordingSupport.still(scene.from, size: scene.size, scale: 1)
        let to = try CatalogRecordingSupport.still(scene.to, size: scene.size, scale: 1)
        let (start, end) = c.reverse ? (to, from) : (from, to)
        for (frame, screen, pct) in [(frames[0], start, 0), (frames[4], end, 100)] {
            let unusual = unusualEnds["\(c) \(pct)"]
            let off = differences(frame, screen, excluding: unusual?.region)
            #expect(off.count == 0, "\(c) at \(pct) %: \(off.count) of \(probes.count) probes differ from the plain screen: \(off.first)")
            if let unusual {
                #expect(differences(frame, screen, within: unusual.region).count > 0,
                        "\(c) at \(pct) % should show something other than the plain screen: \(unusual.reason)")
            }
        }
        let midFromStart = differences(frames[2], start).count, midFromEnd = differences(frames[2], end).count
        #expect(midFromStart > 0 && midFromEnd > 0,
                "\(c) at 50 %: \(midFromStart) probes differ from the start screen, \(midFromEnd) from the end screen")
    }

    @Test("The suite covers every animated catalog transition in both directions, each with its golden folder")
    func goldenCatalogCoversCatalog() {
        #expect(Self.cases.count == 2 * Self.entries.count)
        #expect(Self.entries.count == Catalog.all.count - Catalog.sheetTransitions.count)
        #expect(Set(Self.cases.map(\.description)).count == Self.cases.count, "case names must be unique")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: GoldenSupport.goldenDirectory)) ?? []
        for e in Self.entries { #expect(folders.contains(e.name), "no golden folder for \(e.name)") }
    }
}

/// One transition in one direction.
struct GoldenCase: Sendable, CustomStringConvertible, Hashable {
    let transition: String
    let reverse: Bool
    var description: String { "\(transition) \(reverse ? "reverse" : "forward")" }
}
