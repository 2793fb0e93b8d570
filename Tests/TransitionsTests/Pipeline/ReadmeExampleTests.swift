import Testing
import Raster
import Transitions

// The README's "write your own transition" example, verbatim: it is built and run here.

/// Slides the new screen up from the bottom while the old one fades a little.
struct SlideUpAnimator: TransitionAnimator {
    func transitionDuration(using context: TransitionContext) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let toView = context.toView
        container.addSubview(toView)
        toView.transform = Transform2D(translationX: 0, y: container.bounds.height)
        View.animate(withDuration: 0.4, options: .curveEaseOut, animations: {
            toView.transform = .identity
            context.fromView.alpha = 0.6
        }, completion: { _ in
            context.completeTransition(true)
        })
    }
}

@Suite("README example")
struct ReadmeExampleTests {
    @Test("a custom animator renders through the same pipeline as the catalog")
    func customAnimator() throws {
        let descriptor = TransitionDescriptor(name: "slide-up", summary: "slides up", defaultDuration: 0.4,
                                              curve: "easeOut", forward: .present) { _ in SlideUpAnimator() }
        let plan = try TransitionPlan(scene: DemoScenes.showcase, descriptor: descriptor,
                                      settings: RenderSettings(fps: 10, scale: 1))
        #expect(plan.frameCount == 5)
        let renderer = FrameRenderer(plan: plan)
        let first = try renderer.renderFrame(0).copy()
        let last = try renderer.renderFrame(4).copy()
        #expect(!first.hasSamePixels(as: last))
        // Halfway up (easeOut at t = 0.2 of 0.4 s), the detail screen's purple header has risen
        // to y = 844 · (1 − easeOut(0.5)).
        let e = TimingFunction.easeOut.value(at: 0.5)
        let mid = try renderer.render(at: 0.2)
        let top = Int((844 * (1 - e)).rounded(.up)) + 1
        #expect(mid[200, top] == Color(r: 88, g: 86, b: 214).premultiplied)
    }
}
