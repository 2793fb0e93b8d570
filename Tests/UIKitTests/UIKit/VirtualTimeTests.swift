import XCTest
import UIKit
import UIKitRecorder
import Raster

/// CADisplayLink ticks at the recording's frame times; Timer (the UIKit module's, shadowing
/// Foundation's) and `perform(_:with:afterDelay:)` fire on the virtual clock.
final class VirtualTimeTests: XCTestCase {
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        let script: (UIViewControllerContextTransitioning) -> Void
        init(_ script: @escaping (UIViewControllerContextTransitioning) -> Void) { self.script = script }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { script(transitionContext) }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    private func push(fps: Int = 10, _ script: @escaping (UIViewControllerContextTransitioning) -> Void) throws -> [Pixmap] {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.isNavigationBarHidden = true
        let animator = Animator(script)
        nav.delegate = animator
        let recorder = TransitionRecorder(screenSize: CGSize(width: 10, height: 10), scale: 1, fps: fps)
        recorder.virtualTimeLimit = 5
        return try withExtendedLifetime(animator) { try recorder.frames(root: nav) { nav.pushViewController(UIViewController(), animated: true) } }
    }

    /// Drives a view's width from a display link: width = 100 x progress, done at 0.5 s.
    private final class LinkDriver {
        let view: UIView
        let ctx: UIViewControllerContextTransitioning
        var start: CFTimeInterval?
        var ticks: [(now: Double, timestamp: Double, target: Double, duration: Double)] = []
        var link: CADisplayLink?
        init(view: UIView, ctx: UIViewControllerContextTransitioning) { self.view = view; self.ctx = ctx }
        func begin(preferred: Int = 0) {
            let link = CADisplayLink(target: self, selector: Selector(LinkDriver.step))
            link.preferredFramesPerSecond = preferred
            link.add(to: .main, forMode: .common)
            self.link = link
            start = CACurrentMediaTime()
        }
        func step(_ link: CADisplayLink) {
            ticks.append((CACurrentMediaTime(), link.timestamp, link.targetTimestamp, link.duration))
            let progress = min((link.timestamp - start!) / 0.5, 1)
            view.frame.size.width = 10 * progress
            if progress >= 1 {
                link.invalidate()
                ctx.completeTransition(true)
            }
        }
    }

    func testADisplayLinkTicksAtTheFrameTimesAndItsChangesShowInThoseFrames() throws {
        var driver: LinkDriver?
        let frames = try push { ctx in
            let to = ctx.view(forKey: .to)!
            to.backgroundColor = .clear
            ctx.containerView.addSubview(to)
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
            bar.backgroundColor = .white
            to.addSubview(bar)
            driver = LinkDriver(view: bar, ctx: ctx)
            driver!.begin()
        }
        let d = try XCTUnwrap(driver)
        // Added at t = 0: ticks at 0.1 … 0.5 (the frames after it was added), one per frame.
        XCTAssertEqual(d.ticks.map(\.timestamp), [0.1, 0.2, 0.3, 0.4, 0.5])
        for t in d.ticks {
            XCTAssertEqual(t.now, t.timestamp, accuracy: 1e-12, "the tick runs at its frame's time")
            XCTAssertEqual(t.target, t.timestamp + 0.1, accuracy: 1e-12)
            XCTAssertEqual(t.duration, 0.1, accuracy: 1e-12)
        }
        XCTAssertEqual(frames.count, 6)
        // Frame i shows the width the tick at i / 10 set: 2 pt per frame.
        for (i, f) in frames.enumerated() {
            let lit = (0..<10).filter { f[$0, 5].r > 128 }.count
            XCTAssertEqual(lit, 2 * i, "frame \(i)")
        }
    }

    func testAPreferredRateBelowTheRecordingsTicksEveryOtherFrame() throws {
        var driver: LinkDriver?
        _ = try push(fps: 20) { ctx in
            let to = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(to)
            driver = LinkDriver(view: UIView(), ctx: ctx)
            driver!.begin(preferred: 10)
        }
        let d = try XCTUnwrap(driver)
        XCTAssertEqual(d.ticks.map(\.timestamp), [0.05, 0.15, 0.25, 0.35, 0.45, 0.55].map { $0 }, accuracy: 1e-12)
        XCTAssertEqual(d.ticks.first?.duration ?? 0, 0.05, accuracy: 1e-12, "duration is the screen's frame time")
        XCTAssertEqual((d.ticks.first?.target ?? 0) - (d.ticks.first?.timestamp ?? 0), 0.1, accuracy: 1e-12)
    }

    func testAPausedLinkSkipsFramesAndResumesAtTheNextOne() throws {
        var stamps: [Double] = []
        final class Counter {
            var onTick: (CADisplayLink) -> Void = { _ in }
            func tick(_ l: CADisplayLink) { onTick(l) }
        }
        let counter = Counter()
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            let link = CADisplayLink(target: counter, selector: Selector(Counter.tick))
            counter.onTick = { l in
                stamps.append(l.timestamp)
                if stamps.count == 2 {
                    l.isPaused = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { l.isPaused = false }
                }
                if stamps.count == 4 { l.invalidate(); ctx.completeTransition(true) }
            }
            link.add(to: .main, forMode: RunLoopMode.defaultRunLoopMode)
            link.add(to: .main, forMode: .common)
        }
        // Paused after 0.2, unpaused at 0.45: the next frames are 0.5 and 0.6 (once each: two modes, one tick per frame).
        XCTAssertEqual(stamps, [0.1, 0.2, 0.5, 0.6], accuracy: 1e-12)
    }

    func testABlockTimerFiresAtVirtualTimesAndRepeatsWithoutDrift() throws {
        var times: [Double] = []
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            startBlockTimer(interval: 0.3, repeats: true, limit: 4) { t in
                times.append(t)
                if times.count == 4 { ctx.completeTransition(true) }
            }
        }
        XCTAssertEqual(times, [0.3, 0.6, 0.9, 1.2], accuracy: 1e-12)
    }

    func testAOneShotTimerFiresOnce() throws {
        var times: [Double] = []
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            startBlockTimer(interval: 0.25, repeats: false, limit: 99) { times.append($0) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        XCTAssertEqual(times, [0.25])
    }

    func testASelectorTimerCallsItsTargetWithTheTimer() throws {
        let target = TimerTarget()
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            target.start(interval: 0.2)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        XCTAssertEqual(target.times, [0.2, 0.4, 0.6], accuracy: 1e-12)
        XCTAssertEqual(target.userInfo, "info")
    }

    func testATimerAddedToARunLoopLaterFiresAtItsFireDateAndFireRunsItAtOnce() throws {
        var log: [String] = []
        var timer: UIKit.Timer?
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            // Made at 0 with a 0.5 s interval, added to the run loop at 0.2: fires at 0.5.
            timer = addTimerLater(at: 0.2, interval: 0.5) { log.append($0) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { ctx.completeTransition(true) }
        }
        XCTAssertEqual(log, ["fired at 0.5, valid true"])
        XCTAssertEqual(timer?.isValid, false, "a one-shot timer is invalid after firing")

        var fired = 0
        let t = UIKit.Timer(timeInterval: 10, repeats: true) { _ in fired += 1 }
        t.fire()
        XCTAssertEqual(fired, 1)
        XCTAssertTrue(t.isValid, "fire() leaves a repeating timer valid")
    }

    func testPerformAfterDelayRunsOnTheVirtualClockAndCanBeCancelled() throws {
        final class Target: NSObject {
            var calls: [(Double, String?)] = []
            func hello(_ name: Any?) { calls.append((CACurrentMediaTime(), name as? String)) }
            func plain() { calls.append((CACurrentMediaTime(), nil)) }
        }
        let target = Target(), cancelled = Target()
        _ = try push { ctx in
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            target.perform(Selector(Target.hello), with: "a", afterDelay: 0.3)
            target.perform(Selector(Target.plain), with: nil, afterDelay: 0.1)
            cancelled.perform(Selector(Target.plain), with: nil, afterDelay: 0.2)
            NSObject.cancelPreviousPerformRequests(withTarget: cancelled)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ctx.completeTransition(true) }
        }
        XCTAssertEqual(target.calls.map(\.0), [0.1, 0.3])
        XCTAssertEqual(target.calls.map(\.1), [nil, "a"])
        XCTAssertTrue(cancelled.calls.isEmpty)
    }

    func testRespondsToAndPerformCallTheMethodOfTheObjectsClass() {
        final class A: NSObject { var n = 0; func bump() { n += 1 }; func add(_ k: Any?) { n += (k as? Int) ?? 0 } }
        final class B: NSObject {}
        let a = A()
        XCTAssertTrue(a.responds(to: Selector(A.bump)))
        XCTAssertFalse(B().responds(to: Selector(A.bump)))
        a.perform(Selector(A.bump))
        a.perform(Selector(A.add), with: 5)
        XCTAssertEqual(a.n, 6)
    }
}

/// Element-wise equality of time lists within `accuracy`.
func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, "\(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
