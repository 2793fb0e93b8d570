import Raster
import Testing
@testable import Transitions

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
@Suite("Seed transitions: frame counts and end states")
struct SeedEndStateTests {
    static let button = ButtonScreens.buttonFrame(screenWidth: DemoScenes.screenSize.width)
    static let startOval = Rect(x: 195, y: 422, width: 50, height: 50)
    static let box = DiffusionScreens.boxFrame(in: DemoScenes.screenSize)

    static let cases: [SeedEndStateCase] = [
        .init(demo: "circle-mask", reverse: false, firstFrameSlack: button),
        .init(demo: "circle-mask", reverse: true, firstFrameSlack: button),
        .init(demo: "circle-scale", reverse: false, firstFrameSlack: startOval),
        .init(demo: "circle-scale", reverse: true, firstFrameSlack: nil),
        .init(demo: "rectangle-offset", reverse: false, firstFrameSlack: nil),
        .init(demo: "rectangle-offset", reverse: true, firstFrameSlack: nil),
        .init(demo: "color-diffusion", reverse: false, firstFrameSlack: box),
        .init(demo: "color-diffusion", reverse: true, firstFrameSlack: nil),
    ]

    @Test("0.5 s at 60 fps is 31 frames, t = i/60, ending at 0.5 s", arguments: cases)
    func frameCountAndDuration(c: SeedEndStateCase) throws {
        let plan = try SeedSupport.plan(c.demo, reverse: c.reverse)
        #expect(plan.transitionDuration == 0.5)
        #expect(plan.totalDuration == 0.5)
        #expect(plan.frameCount == 31)
        #expect(plan.time(ofFrame: 15) == 0.25)
        #expect(plan.time(ofFrame: 30) == 0.5)
    }

    @Test("a requested duration rescales every stage: 1 s at 30 fps is 31 frames", arguments: cases)
    func requestedDuration(c: SeedEndStateCase) throws {
        var scene = try #require(DemoScenes.named(c.demo))
        scene.duration = 1
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(reverse: c.reverse, fps: 30, scale: 1))
        #expect(plan.totalDuration == 1)
        #expect(plan.frameCount == 31)
    }

    @Test("the last frame is the screen being shown, exactly", arguments: cases)
    func lastFrameIsDestination(c: SeedEndStateCase) throws {
        let plan = try SeedSupport.plan(c.demo, reverse: c.reverse)
        let destination = c.reverse ? plan.scene.from : plan.scene.to
        let last = try SeedSupport.frame(plan, plan.frameCount - 1)
        #expect(last.hasSamePixels(as: try SeedSupport.screenAlone(destination, plan: plan)))
    }

    @Test("the first frame is the screen being left, but for the transition's own start shape", arguments: cases)
    func firstFrameIsOrigin(c: SeedEndStateCase) throws {
        let plan = try SeedSupport.plan(c.demo, reverse: c.reverse)
        let origin = c.reverse ? plan.scene.to : plan.scene.from
        let first = try SeedSupport.frame(plan, 0)
        let alone = try SeedSupport.screenAlone(origin, plan: plan)
        if let slack = c.firstFrameSlack {
            #expect(SeedSupport.differencesConfined(first, alone, to: slack, scale: plan.scale))
        } else {
            #expect(first.hasSamePixels(as: alone))
        }
    }

    @Test("the reverse ends where the forward starts (up to the forward's start shape)",
          arguments: cases.filter { !$0.reverse })
    func reverseEndsAtForwardStart(c: SeedEndStateCase) throws {
        let forward = try SeedSupport.plan(c.demo)
        let reverse = try SeedSupport.plan(c.demo, reverse: true)
        let forwardFirst = try SeedSupport.frame(forward, 0)
        let reverseLast = try SeedSupport.frame(reverse, reverse.frameCount - 1)
        if let slack = c.firstFrameSlack {
            #expect(SeedSupport.differencesConfined(reverseLast, forwardFirst, to: slack, scale: forward.scale))
        } else {
            #expect(reverseLast.hasSamePixels(as: forwardFirst))
        }
    }

    @Test("every seed demo is registered with its transition", arguments: [
        ("circle-mask", "circle-mask"), ("circle-scale", "circle-scale"),
        ("rectangle-offset", "rectangle-offset"), ("color-diffusion", "color-diffusion"),
    ])
    func demosRegistered(demo: String, transition: String) throws {
        let scene = try #require(DemoScenes.named(demo))
        #expect(scene.transition == transition)
        #expect(TransitionCatalog.named(transition) != nil)
        #expect(DemoScenes.showcase(for: transition).name == demo)
    }
}
