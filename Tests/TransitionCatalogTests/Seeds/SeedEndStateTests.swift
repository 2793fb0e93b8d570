import Raster
import Testing
import TestSupport
import Transitions
import UIKit
@testable import TransitionCatalog

/// One row of the end-state table: a demo in one direction and what its frames must be.
struct SeedEndStateCase: CustomTestStringConvertible, Sendable {
    let demo: String
    let reverse: Bool
    /// Where the first frame may differ from the screen being left (points), nil: nowhere.
    let firstFrameSlack: Rect?
    var testDescription: String { demo + (reverse ? " reverse" : "") }
}

/// Frame counts, durations and end states of the seed transitions' demos, both directions.
///
/// Definitions checked: the last frame is the screen being shown, alone, exactly (each
/// transition ends with that screen full size and nothing else); the first frame is the screen
/// being left, except where the transition's own first state already shows on it — the mask
/// edge around circle-mask's button, circle-scale's 50-pt start oval, colour diffusion's copy
/// of the box drawn over the box (same colour and shape, but an anti-aliased edge composited
/// twice). There the differences must stay inside that shape's rectangle plus one pixel.
@Suite("Seed transitions: frame counts and end states", .uikitTurns)
struct SeedEndStateTests {
    static let button = Rect(x: 390 - 20 - 44, y: 20, width: 44, height: 44)
    static let startOval = Rect(x: 195, y: 422, width: 50, height: 50)
    static let box = Rect(x: 155, y: 382, width: 80, height: 80)

    static let cases: [SeedEndStateCase] = [
        .init(demo: "circle-mask", reverse: false, firstFrameSlack: button),
        .init(demo: "circle-mask", reverse: true, firstFrameSlack: button),
        .init(demo: "circle-scale", reverse: false, firstFrameSlack: startOval),
        .init(demo: "circle-scale", reverse: true, firstFrameSlack: nil),
        .init(demo: "rectangle-offset", reverse: false, firstFrameSlack: nil),
        .init(demo: "rectangle-offset", reverse: true, firstFrameSlack: nil),
        .init(demo: "color-diffusion", reverse: false, firstFrameSlack: box),
    ]

    /// True when every difference between `a` and `b` lies inside `rect` (points, scale 1) grown
    /// by one pixel for anti-aliasing.
    static func differencesConfined(_ a: Pixmap, _ b: Pixmap, to rect: Rect) -> Bool {
        guard let (x0, y0, x1, y1) = CatalogRecordingSupport.differingBounds(a, b) else { return true }
        let px = rect.insetBy(dx: -1, dy: -1)
        return Double(x0) >= px.minX.rounded(.down) && Double(y0) >= px.minY.rounded(.down)
            && Double(x1) <= px.maxX.rounded(.up) && Double(y1) <= px.maxY.rounded(.up)
    }

    @Test("0.5 s at 60 fps is 31 frames, t = i/60, ending at 0.5 s", arguments: cases)
    func frameCountAndDuration(c: SeedEndStateCase) throws {
        let recorded = try CatalogRecordingSupport.record(c.demo, reverse: c.reverse)
        #expect(recorded.transitionDuration == 0.5)
        #expect(recorded.recording.duration == 0.5)
        #expect(recorded.frameCount == 31)
        #expect(recorded.time(ofFrame: 15) == 0.25)
        #expect(recorded.time(ofFrame: 30) == 0.5)
    }

    @Test("color-diffusion's dismissal ends at 0.9 d: 0.45 s at 60 fps is 28 frames")
    func colorDiffusionDismissalEndsEarly() throws {
        let recorded = try CatalogRecordingSupport.record("color-diffusion", reverse: true)
        #expect(recorded.transitionDuration == 0.5)
        #expect(abs(recorded.recording.duration - 0.45) < 1e-12)
        #expect(recorded.frameCount == 28)
    }

    @Test("a requested duration rescales every stage: 1 s at 30 fps is 31 frames", arguments: cases)
    func requestedDuration(c: SeedEndStateCase) throws {
        let recorded = try CatalogRecordingSupport.record(c.demo, reverse: c.reverse, fps: 30, duration: 1)
        #expect(abs(recorded.recording.duration - 1) < 1e-12)
        #expect(recorded.frameCount == 31)
    }

    @Test("the last frame is the screen being shown, exactly", arguments: cases + [.init(demo: "color-diffusion", reverse: true, firstFrameSlack: nil)])
    func lastFrameIsDestination(c: SeedEndStateCase) throws {
        let scene = try CatalogRecordingSupport.demo(c.demo)
        let recorded = try CatalogRecordingSupport.record(c.demo, reverse: c.reverse)
        let last = try recorded.recording.frame(recorded.frameCount - 1)
        let destination = try CatalogRecordingSupport.still(c.reverse ? scene.from : scene.to, size: scene.size, scale: 1)
        #expect(last.hasSamePixels(as: destination))
    }

    @Test("the first frame is the screen being left, but for the transition's own start shape",
          arguments: cases + [.init(demo: "color-diffusion", reverse: true, firstFrameSlack: nil)])
    func firstFrameIsOrigin(c: SeedEndStateCase) throws {
        let scene = try CatalogRecordingSupport.demo(c.demo)
        let first = try CatalogRecordingSupport.record(c.demo, reverse: c.reverse).recording.frame(0)
        let alone = try CatalogRecordingSupport.still(c.reverse ? scene.to : scene.from, size: scene.size, scale: 1)
        if let slack = c.firstFrameSlack {
            #expect(Self.differencesConfined(first, alone, to: slack))
        } else {
            #expect(first.hasSamePixels(as: alone))
        }
    }

    @Test("the reverse ends where the forward starts (up to the forward's start shape)",
          arguments: cases.filter { !$0.reverse })
    func reverseEndsAtForwardStart(c: SeedEndStateCase) throws {
        let forwardFirst = try CatalogRecordingSupport.record(c.demo).recording.frame(0)
        let reverse = try CatalogRecordingSupport.record(c.demo, reverse: true)
        let reverseLast = try reverse.recording.frame(reverse.frameCount - 1)
        if let slack = c.firstFrameSlack {
            #expect(Self.differencesConfined(reverseLast, forwardFirst, to: slack))
        } else {
            #expect(reverseLast.hasSamePixels(as: forwardFirst))
        }
    }

    @Test("every seed demo is registered with its transition", arguments: [
        ("circle-mask", "circle-mask"), ("circle-scale", "circle-scale"),
        ("rectangle-offset", "rectangle-offset"), ("color-diffusion", "color-diffusion"), ("ping", "circular-reveal"),
    ])
    func demosRegistered(demo: String, transition: String) throws {
        let scene = try CatalogRecordingSupport.demo(demo)
        #expect(scene.transition == transition)
        #expect(Catalog.named(transition) != nil)
        #expect(UIKitScene.showcase(for: transition).name == demo)
    }
}
