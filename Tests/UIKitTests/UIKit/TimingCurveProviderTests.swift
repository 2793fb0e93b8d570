import XCTest
import UIKit
import UIKitRecorder
import Raster
import Transitions

/// A timing provider of the app's own: the property animator reads `timingCurveType` and the
/// parameters it names, as UIKit does, instead of falling back to a default curve.
private final class OwnProvider: NSObject, UITimingCurveProvider {
    let type: UITimingCurveType
    let cubic: UICubicTimingParameters?, spring: UISpringTimingParameters?
    init(_ type: UITimingCurveType, cubic: UICubicTimingParameters? = nil, spring: UISpringTimingParameters? = nil) {
        self.type = type; self.cubic = cubic; self.spring = spring
    }
    var timingCurveType: UITimingCurveType { type }
    var cubicTimingParameters: UICubicTimingParameters? { cubic }
    var springTimingParameters: UISpringTimingParameters? { spring }
}

/// Slides the pushed screen in from the right with a property animator on `timing`.
private final class Slide: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
    let timing: UITimingCurveProvider
    init(_ timing: UITimingCurveProvider) { self.timing = timing }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        ctx.containerView.addSubview(to)
        to.frame = ctx.containerView.bounds.offsetBy(dx: ctx.containerView.bounds.width, dy: 0)
        let a = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
        a.addAnimations { to.frame = ctx.containerView.bounds }
        a.addCompletion { _ in ctx.completeTransition(true) }
        a.startAnimation()
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

final class TimingCurveProviderTests: XCTestCase {
    private func push(_ timing: UITimingCurveProvider) throws -> [Pixmap] {
        let nav = UINavigationController(rootViewController: SolidColorController(.white))
        nav.isNavigationBarHidden = true
        let slide = Slide(timing)
        nav.delegate = slide
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 20), scale: 1, fps: 4)
        return try recorder.frames(root: nav) { nav.pushViewController(SolidColorController(.red), animated: true) }
    }

    /// The x of the red screen's left edge in a frame (the first red column).
    private func edge(_ f: Pixmap) -> Int { (0..<100).first { f[$0, 10].r == 255 && f[$0, 10].g == 0 } ?? 100 }

    func testAnOwnCubicProviderUsesItsCurve() throws {
        let linear = UICubicTimingParameters(controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        let frames = try push(OwnProvider(.cubic, cubic: linear))
        XCTAssertEqual(frames.count, 5)
        // Linear over 1 s: a quarter of the 100 pt travel each frame.
        XCTAssertEqual(frames.map(edge), [100, 75, 50, 25, 0])
    }

    func testAnOwnSpringProviderRecordsWhatItsSpringParametersRecord() throws {
        let own = try push(OwnProvider(.spring, spring: UISpringTimingParameters(dampingRatio: 0.5)))
        let direct = try push(UISpringTimingParameters(dampingRatio: 0.5))
        XCTAssertEqual(own.count, direct.count)
        for (a, b) in zip(own, direct) { XCTAssertTrue(a.hasSamePixels(as: b)) }
        // Under-damped: before it settles, the red screen overshoots to the left, uncovering the
        // white screen at the right edge.
        XCTAssertTrue(own.dropLast().contains { edge($0) == 0 && $0[99, 10].g == 255 }, "\(own.map(edge))")
    }

    func testAComposedProviderRunsTheSpringOnTheCubicCurvesTime() throws {
        // With a linear cubic curve, composed is the spring alone.
        let linear = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
        let composedLinear = try push(OwnProvider(.composed, cubic: linear, spring: UISpringTimingParameters(dampingRatio: 1)))
        let spring = try push(UISpringTimingParameters(dampingRatio: 1))
        XCTAssertEqual(composedLinear.map(edge), spring.map(edge))
        // With ease-in, the value at progress u is the spring's at time easeIn(u) x 1 s.
        let frames = try push(OwnProvider(.composed, cubic: UICubicTimingParameters(animationCurve: .easeIn), spring: UISpringTimingParameters(dampingRatio: 1)))
        let s = Spring(duration: 1, dampingRatio: 1)
        for (i, f) in frames.enumerated().dropLast() {
            let u = Double(i) / 4
            let x = 100 * (1 - s.value(at: TimingFunction.easeIn.value(at: u)))
            XCTAssertEqual(edge(f), Int((x - 1e-9).rounded(.up)), accuracy: 1, "frame \(i)")
        }
        XCTAssertLessThan(edge(frames[1]), 100)
        XCTAssertGreaterThan(edge(frames[1]), edge(spring[1]), "ease-in starts the spring later")
    }

    func testMissingParametersAreErrorsNamingTheProvider() {
        func message(_ p: UITimingCurveProvider) -> String {
            do { _ = try push(p); return "no error" } catch { return "\(error)" }
        }
        let composed = message(OwnProvider(.composed, cubic: UICubicTimingParameters()))
        XCTAssertTrue(composed.contains("OwnProvider.timingCurveType is .composed but springTimingParameters is nil"), composed)
        let missing = message(OwnProvider(.spring))
        XCTAssertTrue(missing.contains("OwnProvider.timingCurveType is .spring but springTimingParameters is nil"), missing)
    }

    func testTheModuleParametersNameTheirOwnType() {
        XCTAssertEqual(UICubicTimingParameters().timingCurveType, .cubic)
        XCTAssertNotNil(UICubicTimingParameters().cubicTimingParameters)
        XCTAssertEqual(UISpringTimingParameters(dampingRatio: 1).timingCurveType, .spring)
        XCTAssertNil(UISpringTimingParameters(dampingRatio: 1).cubicTimingParameters)
    }
}
