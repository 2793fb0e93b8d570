import Foundation
import Raster
import Testing
import TransitionTesting
import Transitions

/// Every transition of the catalog, both directions, pinned at 0, 25, 50, 75 and 100 % of the
/// plan's total duration: scale 1 (390 x 844) on `DemoScenes.showcase(for:)`, compared with
/// fixtures/golden/<transition>/<forward|reverse>-<pct>.png.
///
/// Compared exactly: the renderer is deterministic (same input, same bytes) and the goldens are
/// recorded on the machine that runs the suite. A transition that needs a tolerance gets an
/// entry in `tolerances` with its reason. A missing golden fails unless RT_RECORD=missing or
/// all (see docs/golden-testing.md); record only after looking at the frames.
@Suite("Golden frames of every transition") struct GoldenCatalogTests {
    /// Tolerances by transition, each with its reason; absent means exact.
    static let tolerances: [String: (tolerance: Tolerance, reason: String)] = [:]

    /// Transitions whose plans warn, each with why the render is still the intended one; every
    /// other transition must plan without a warning.
    static let expectedWarnings: [String: String] = [
        "circle-scale": "seed 001 animates an oval to an arc (different element structures), as the catalog documents",
    ]

    /// Every transition and direction: the test's arguments.
    static let cases: [GoldenCase] = TransitionCatalog.all.flatMap { d in
        [GoldenCase(transition: d.name, reverse: false), GoldenCase(transition: d.name, reverse: true)]
    }

    @Test("Frames at 0/25/50/75/100 % match the goldens", arguments: cases)
    func goldenCatalogFrames(_ c: GoldenCase) throws {
        let settings = RenderSettings(reverse: c.reverse, scale: 1)
        let plan = try TransitionPlan(scene: DemoScenes.showcase(for: c.transition), settings: settings)
        let warns = Self.expectedWarnings[c.transition] != nil
        #expect(plan.warnings.isEmpty != warns, "\(c) warnings: \(plan.warnings)")
        let frames = try TransitionSnapshots.frames(plan: plan, fractions: TransitionSnapshots.quarters, allowingWarnings: warns)
        let tolerance = Self.tolerances[c.transition]?.tolerance ?? .exact
        for (fraction, frame) in zip(TransitionSnapshots.quarters, frames) {
            #expect(frame.width == 390 && frame.height == 844, "\(c) renders \(frame.width) x \(frame.height) at scale 1")
            let path = "\(GoldenSupport.goldenDirectory)/\(c.transition)/\(GoldenSupport.goldenName(reverse: c.reverse, fraction: fraction))"
            assertGolden(of: frame, atPath: path, tolerance: tolerance)
        }
    }

    @Test("The suite covers every catalog transition in both directions")
    func goldenCatalogCoversCatalog() {
        #expect(Self.cases.count == 2 * TransitionCatalog.all.count)
        #expect(Set(Self.cases.map(\.description)).count == Self.cases.count, "case names must be unique")
    }
}

/// One transition in one direction.
struct GoldenCase: Sendable, CustomStringConvertible, Hashable {
    let transition: String
    let reverse: Bool
    var description: String { "\(transition) \(reverse ? "reverse" : "forward")" }
}
