import Testing
import Raster
@testable import Transitions

/// UIView.transition(with:...) blocks and CATextLayer.
@Suite("Engine: view transitions and text layers")
struct ViewTransitionEngineTests {
    /// A white root holding a 40 x 40 box that turns from red to blue inside a transition block.
    func run(_ style: View.TransitionStyle) -> (Timeline, View) {
        let timeline = Timeline()
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .red
        root.addSubview(box)
        timeline.run {
            View.transition(with: box, duration: 1, style: style) { box.backgroundColor = .blue }
        }
        return (timeline, root)
    }

    @Test("cross-dissolve: the old look fades out over the new one")
    func crossDissolve() throws {
        let (timeline, root) = run(.crossDissolve)
        let start = try renderLayer(root.layer, width: 60, height: 60, at: 0)
        #expect(start[30, 30] == Color.red.premultiplied)
        let mid = try renderLayer(root.layer, width: 60, height: 60, at: 0.5)[30, 30]
        #expect(mid.r > 100 && mid.b > 100)
        timeline.advance(to: 1)
        #expect(try renderLayer(root.layer, width: 60, height: 60, at: 1)[30, 30] == Color.blue.premultiplied)
        #expect(root.subviews.count == 1)
    }

    @Test("flip: the old look shows in the first half, the new one in the second", arguments: [View.TransitionStyle.flipFromLeft, .flipFromRight])
    func flip(style: View.TransitionStyle) throws {
        let (_, root) = run(style)
        // Each face darkens slightly as it turns (0.2·|sin φ| of black), so compare hues, not exact colours.
        let early = try renderLayer(root.layer, width: 60, height: 60, at: 0.3)[30, 30]
        #expect(early.r > 180 && early.g == 0 && early.b == 0, "\(early)")
        let late = try renderLayer(root.layer, width: 60, height: 60, at: 0.7)[30, 30]
        #expect(late.b > 180 && late.r == 0 && late.g == 0, "\(late)")
        // Mid-turn the box is narrower than 40 px.
        let quarter = try renderLayer(root.layer, width: 60, height: 60, at: 0.4)
        #expect(quarter[11, 30] == Color.white.premultiplied)
    }

    @Test("a text layer rasterises its string at the screen scale and wraps to its width")
    func textLayer() throws {
        try MainScreen.$scale.withValue(2) {
            let t = TextLayer()
            t.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
            t.attributedText = AttributedText("Hello wrapping world", font: .system(size: 12), color: .black)
            let image = try #require(t.contents)
            #expect(t.contentsScale == 2)
            #expect(image.width <= 120)
            // Three words at 12 pt do not fit 60 pt on one line: more than one line tall.
            #expect(image.height > Int(2 * 12 * 1.5))
        }
    }
}

/// Regression: the before and after captures of a transition block came from the snapshot
/// cache when the view carried a cache key, so both showed the same (old) look.
@Suite("Engine: view transitions on cached screens")
struct ViewTransitionCacheEngineTests {
    @Test("a keyed view's before and after captures differ")
    func keyedViewCapturesBothLooks() throws {
        let timeline = Timeline()
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let screen = View(frame: root.bounds)
        screen.backgroundColor = .red
        screen.snapshotCacheKey = "engine-test-keyed-screen"
        root.addSubview(screen)
        timeline.run {
            View.transition(with: screen, duration: 1, style: .crossDissolve) { screen.backgroundColor = .blue }
        }
        let mid = try renderLayer(root.layer, width: 40, height: 40, at: 0.5)[20, 20]
        #expect(mid.r > 60 && mid.b > 60)
    }
}
