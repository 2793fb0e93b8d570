import Foundation
public import Raster
public import Transitions
public import UIKit

/// Records a UIKit transition into frames: the call apps' tests and outside checks make.
///
/// The root controller becomes the window's root view controller, is laid out and appears;
/// then the action runs (a push, pop, present or dismiss with `animated: true`, or anything that
/// animates: snapshots animated before a `present(_:animated: false)` in their completion are
/// recorded as the screen shows them). Frame i shows t = i / fps after the action, until every
/// transition has completed and every animation has ended, whatever `transitionDuration` said
/// (and, before any transition starts, until no work is scheduled); the last frame is that
/// settled moment. Everything runs on a virtual clock: animations,
/// completion blocks, `DispatchQueue.main.asyncAfter`, pan traces; the same input gives the same bytes.
public final class TransitionRecorder {
    public let screenSize: CGSize
    public let scale: CGFloat
    public let fps: Int
    /// Virtual seconds a recording may run before it is an error (a transition never completing).
    public var virtualTimeLimit: TimeInterval = 60
    /// The most frames one recording may have.
    public var frameLimit = 100_000
    /// Warnings of the last recording (also printed to standard error).
    public private(set) var warnings: [String] = []
    /// The device model and system UI (TransitionRecorder+Device.swift); nil: a bare screen.
    var deviceSettings: DeviceSettings?
    /// The screen's appearance and layout direction (TransitionRecorder+Appearance.swift).
    package var screenTraits = RecordingTraits()
    /// Whether warnings are printed to standard error as well (a front end printing them its own way turns it off).
    package var printsWarnings = true
    /// What the engine below warned about during the last recording (a path animation between
    /// different structures, text that could not be drawn), for front ends that list them.
    package private(set) var engineWarnings: [String] = []
    /// The window of the latest recording, kept as an app keeps its window: what the recording
    /// left on screen stays there (a dismissal between recordings finds it), until the next
    /// recording takes the root into a window of its own or the recorder goes.
    private var lastWindow: UIWindow?
    /// What samples the frames under the home indicator (TransitionRecorder+Device.swift), kept
    /// for the frame size it was made for.
    var homeIndicatorLuma: (probe: RegionLuma, size: (Int, Int))?

    public init(screenSize: CGSize, scale: CGFloat, fps: Int) {
        self.screenSize = screenSize
        self.scale = scale
        self.fps = fps
    }

    /// One sample of a pan: seconds after the recording starts and the touch in screen points.
    public typealias PanSample = (t: Double, x: Double, y: Double)

    // MARK: Recordings

    /// Records the transition `action` starts (a push, pop, present or dismiss with
    /// `animated: true`): your code runs once, here, on the virtual clock, and the window's
    /// presentation tree is frozen at every frame time. The recording goes to every output
    /// (`write(_:to:)` in TransitionOutputs) and to `assertGolden` (TransitionTesting), which
    /// draw its frames on every core.
    public func record(root: UIViewController, action: () -> Void) throws -> Recording {
        try withoutActuallyEscaping(action) { a in try run(root: root, driver: .action(a)) }
    }

    /// Records a pan delivered to the gesture recognizers of `view`, until everything settles.
    public func record(root: UIViewController, pan: [PanSample], on view: UIView) throws -> Recording {
        try run(root: root, driver: .pan(pan, view))
    }

    // MARK: Pixels

    /// The frames of the transition `action` starts, drawn on every core.
    public func frames(root: UIViewController, action: () -> Void) throws -> [Pixmap] {
        try Self.pixels(of: record(root: root, action: action))
    }

    /// The frames of a pan delivered to the gesture recognizers of `view`.
    public func frames(root: UIViewController, pan: [PanSample], on view: UIView) throws -> [Pixmap] {
        try Self.pixels(of: record(root: root, pan: pan, on: view))
    }

    private static func pixels(of recording: Recording) throws -> [Pixmap] {
        var out: [Pixmap] = []
        do {
            try FrameSequence(recording: recording).run(produce: { _, p in p.copy() }, consume: { _, p in out.append(p) })
        } catch {
            throw RecordingError.output("frame \(out.count): \(error)")
        }
        return out
    }

    // MARK: The run

    enum Driver {
        case action(() -> Void)
        case pan([PanSample], UIView)
        /// The action's interactive transition held at a progress: one frame (TransitionRecorder+Progress.swift).
        case held(() -> Void, UIPercentDrivenInteractiveTransition, Double)
        /// The root at rest: one frame, nothing started.
        case still
    }

    /// The same checks a plan makes (`RenderLimits`), in the recorder's words.
    private func validate() throws {
        do {
            try RenderLimits.check(fps: fps, scale: Double(scale), width: Double(screenSize.width), height: Double(screenSize.height))
        } catch {
            throw RecordingError.invalidSettings(error.description(naming: { "\($0.rawValue)" }))
        }
        guard virtualTimeLimit > 0, virtualTimeLimit.isFinite else { throw RecordingError.invalidSettings("virtualTimeLimit \(virtualTimeLimit) must be a finite number > 0") }
    }

    /// UIKit code is main-thread code: it reaches one screen, one clock and one transaction
    /// through globals. Recordings in one process (a parallel test run) take turns here; the
    /// frames are then drawn in parallel. Recursive, so a caller that builds the controllers of
    /// a recording can hold it across the build and the recording (`exclusively`).
    private static let oneAtATime = NSRecursiveLock()

    /// Runs `body` while no recording runs on another thread, for code that sets up UIKit
    /// controllers and views before it records them (their setters reach the same globals).
    package static func exclusively<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        oneAtATime.lock()
        defer { oneAtATime.unlock() }
        return try body()
    }

    func run(root: UIViewController, driver: Driver) throws -> Recording {
        Self.oneAtATime.lock()
        defer { Self.oneAtATime.unlock() }
        try validate()
        warnings = []
        let timeline = Timeline()
        let session = UIKitSession(screen: makeScreen(), timeline: timeline)
        let log = RecordingLog()
        let watcher = AnimationWatcher()
        watcher.onAdd = { CATransaction.noteAdded($0) }
        CATransaction.reset()
        UIKitSession.current = session
        defer { UIKitSession.current = nil; CATransaction.reset() }
        defer {
            warnings = log.warnings
            engineWarnings = timeline.warnings
            if printsWarnings { for w in warnings { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) } }
        }
        return try RecordingTraits.$current.withValue(screenTraits) { try MainScreen.$scale.withValue(Double(scale)) {
            try RecordingLog.$current.withValue(log) {
                try AnimationWatcher.$current.withValue(watcher) {
                    try timeline.run { try record(root: root, driver: driver, session: session, log: log) }
                }
            }
        } }
    }

    private func record(root: UIViewController, driver: Driver, session: UIKitSession, log: RecordingLog) throws -> Recording {
        let timeline = session.timeline
        let window = UIWindow(frame: session.screen.bounds)
        window.makeKeyAndVisible()
        session.window = window
        attachDevice(to: window)
        window.rootViewController = root
        // Only now may the last recording's window go: the root brought its presentations along from it.
        lastWindow = window
        root.beginAppearanceTransition(true, animated: false)
        window.layoutIfNeeded()
        root.endAppearanceTransition()
        deviceAppeared()
        // Views made before the recording drew their text at the engine's default scale.
        Self.redrawText(in: window)
        // Animations UIKit code added before the recording end now or on this clock.
        timeline.adoptAnimationsAddedOutsideRuns(screen: window.layer.base)
        settle(window, at: 0, timeline)
        try throwErrors(log)

        let start = timeline.now
        var panEnd = start
        switch driver {
        case .action(let action):
            action()
            CATransaction.commitImplicit()
            try throwErrors(log)
            // Whatever the action starts is recorded: a transition, or animations (of snapshots,
            // say) or dispatched work whose completion presents without animation. Only an
            // action that changes nothing over time is refused.
            guard !session.transitions.isEmpty || window.layer.base.animationsEnd > start || timeline.nextEventTime != nil else {
                throw RecordingError.noTransitionStarted
            }
        case .pan(let samples, let view):
            try schedule(pan: samples, on: view, from: start, timeline)
            panEnd = start + (samples.last?.t ?? 0)
        case .held(let action, let interaction, let progress):
            return try holdFrame(window: window, session: session, log: log, start: start, action: action,
                                 interaction: interaction, progress: progress)
        case .still:
            return try stillFrame(window: window, session: session, log: log, start: start)
        }
        warnAboutDetachedLayers(log, window: window)

        let width = Int((Double(screenSize.width) * Double(scale)).rounded())
        let height = Int((Double(screenSize.height) * Double(scale)).rounded())
        var frames: [FrozenFrame] = []
        var i = 0
        while true {
            let gridTime = start + Double(i) / Double(fps)
            var t = gridTime
            // The first frame time at or past the settled moment shows that moment (as the CLI's last frame).
            var animationsEnd = window.layer.base.animationsEnd
            var settledAt = settleTime(session, animationsEnd: animationsEnd, panEnd: panEnd)
            if let s = settledAt, t >= s - 1e-9 { t = max(s, start) }
            settle(window, at: t, timeline)
            session.prepareFrame(at: t)
            try throwErrors(log)
            // What ran at the settled moment may have started more (a pan's release starting a
            // spring): then the run has not settled, and the frame shows its own time.
            if let s = settledAt, settleTime(session, window: window, panEnd: panEnd).map({ $0 > s + 1e-9 }) ?? true {
                settledAt = nil
                if t < gridTime {
                    animationsEnd = window.layer.base.animationsEnd
                    t = gridTime
                    settle(window, at: t, timeline)
                    session.prepareFrame(at: t)
                    try throwErrors(log)
                }
            }
            // A transition that completed in this step settled at its completion (or when the
            // animations running before the step ended), before t: nothing changes between the
            // two, so the frame is labelled with the settled moment.
            let settled: Double?
            if let s = settledAt {
                settled = t >= s - 1e-9 ? t : nil
            } else {
                settled = settleTime(session, window: window, panEnd: panEnd).flatMap { s in
                    t >= s - 1e-9 ? max(min(t, max(s, animationsEnd)), start) : nil
                }
            }
            frames.append(freeze(window, at: t, label: (settled ?? t) - start))
            if settled != nil { break }
            i += 1
            if i >= frameLimit { throw try tooManyFrames(from: i, start: start, session: session, window: window, panEnd: panEnd) }
            if Double(i) / Double(fps) > virtualTimeLimit {
                if let open = session.transitions.first(where: { $0.completion == nil }) {
                    throw RecordingError.completionNeverCalled(transition: open.summary, limit: virtualTimeLimit)
                }
                throw RecordingError.animationsNeverEnded(limit: virtualTimeLimit)
            }
        }
        let untitled: String
        switch driver {
        case .pan: untitled = "pan"
        case .action, .held: untitled = "animations without a transition"
        case .still: untitled = "still"
        }
        let title = session.transitions.first.map { "\($0.summary), \(fps) fps" } ?? "\(untitled), \(fps) fps"
        return Recording(frozen: frames, pixelWidth: width, pixelHeight: height, scale: Double(scale), fps: fps,
                         title: title, warnings: log.warnings)
    }

    /// The layer to draw the window from: below the window, the navigation controller's view
    /// and its transition view are plain wrappers the size of the screen, drawing nothing
    /// themselves. Drawing from the innermost such wrapper draws the same pixels, and lets the
    /// renderer's shortcuts for a plain root (the topmost covering sublayer, occlusion between
    /// siblings) see the transition's container, as they see it in a native render.
    static func drawingRoot(of window: Layer) -> Layer {
        var root = window
        while root.sublayers.count == 1, let child = root.sublayers.first, isPlainWrapper(root), child.animations.isEmpty,
              child.bounds == root.bounds, child.position == root.position, child.anchorPoint == root.anchorPoint,
              child.transform == .identity, root.sublayerTransform == .identity {
            root = child
        }
        return root
    }

    private static func isPlainWrapper(_ l: Layer) -> Bool {
        l.animations.isEmpty && !l.isHidden && l.opacity >= 1 && l.mask == nil && !l.masksToBounds && !l.hasContents
            && (l.backgroundColor?.alpha ?? 0) == 0 && l.borderWidth == 0 && l.shadowOpacity == 0 && l.transform == .identity
            && l.bounds.origin == .zero && type(of: l) == Layer.self
    }

    /// Lays out every text view's text again at the recording's scale.
    private static func redrawText(in view: UIView) {
        view.redrawTextAtCurrentScale()
        for s in view.subviews { redrawText(in: s) }
    }

    /// Advances the clock (firing completions and dispatched work due), then lays the window out.
    func settle(_ window: UIWindow, at t: Double, _ timeline: Timeline) {
        // Events due within a nanosecond of the frame belong to it: times built by adding
        // durations (0.3 + 0.3) land a rounding error past the frame time (0.6) they mean.
        timeline.advance(to: t)
        while let next = timeline.nextEventTime, next <= t + 1e-9 { timeline.advance(to: next) }
        CATransaction.commitImplicit()
        window.layoutIfNeeded()
    }

    /// When everything has settled: every transition completed, every animation ended, the pan
    /// delivered; nil while a transition is still open.
    private func settleTime(_ session: UIKitSession, window: UIWindow, panEnd: Double) -> Double? {
        settleTime(session, animationsEnd: window.layer.base.animationsEnd, panEnd: panEnd)
    }

    /// The same with the window's animations' end already read (one walk of the tree a frame).
    private func settleTime(_ session: UIKitSession, animationsEnd animations: Double, panEnd: Double) -> Double? {
        // Before any transition has started, work still scheduled may start one.
        if session.transitions.isEmpty, session.timeline.nextEventTime != nil { return nil }
        var end = panEnd
        for t in session.transitions {
            guard let c = t.completion else { return nil }
            end = max(end, c.time)
        }
        guard animations.isFinite else { return nil }
        return max(end, animations)
    }

    /// The error for a recording past `frameLimit`: the clock runs on (nothing frozen) to the
    /// settled moment, so the error names the frame count the recording would have had.
    private func tooManyFrames(from frame: Int, start: Double, session: UIKitSession, window: UIWindow, panEnd: Double) throws -> RecordingError {
        var i = frame
        while Double(i) / Double(fps) <= virtualTimeLimit {
            let t = start + Double(i) / Double(fps)
            settle(window, at: t, session.timeline)
            session.prepareFrame(at: t)
            if let s = settleTime(session, window: window, panEnd: panEnd), t >= s - 1e-9 { return .tooManyFrames(count: i + 1, limit: frameLimit) }
            i += 1
        }
        return .frameLimit(frameLimit)
    }

    func throwErrors(_ log: RecordingLog) throws {
        if !log.errors.isEmpty { throw RecordingError.uikitErrors(log.errors) }
    }

    func warnAboutDetachedLayers(_ log: RecordingLog, window: UIWindow) {
        for (layer, keyPath) in log.animatedLayers where !isInTree(layer.base, root: window.layer.base) {
            log.warnOnce("the '\(keyPath)' animation is on \(layer.describedForMessages), which is not in the window: it draws nothing")
        }
    }

    private func isInTree(_ layer: Layer, root: Layer) -> Bool {
        var l: Layer? = layer
        while let c = l {
            if c === root { return true }
            if let parent = c.superlayer { l = parent; continue }
            // A mask has no superlayer: find the layer it masks.
            l = maskOwner(of: c, in: root)
        }
        return false
    }

    private func maskOwner(of mask: Layer, in root: Layer) -> Layer? {
        if root.mask === mask { return root }
        for s in root.sublayers { if let o = maskOwner(of: mask, in: s) { return o } }
        if let m = root.mask { return maskOwner(of: mask, in: m) }
        return nil
    }

    private func schedule(pan samples: [PanSample], on view: UIView, from start: Double, _ timeline: Timeline) throws {
        guard !samples.isEmpty else { throw RecordingError.invalidPan("no samples: give at least one (t, x, y)") }
        for (i, s) in samples.enumerated() {
            guard s.t.isFinite, s.x.isFinite, s.y.isFinite, s.t >= 0 else {
                throw RecordingError.invalidPan("sample \(i) (t: \(s.t), x: \(s.x), y: \(s.y)) must be finite with t >= 0")
            }
            if i > 0, s.t <= samples[i - 1].t { throw RecordingError.panTimesNotIncreasing(index: i, time: s.t, previous: samples[i - 1].t) }
        }
        guard let recognizers = view.gestureRecognizers, !recognizers.isEmpty else {
            throw RecordingError.noGestureRecognizer(view: "\(type(of: view)) at \(view.frame)")
        }
        for (i, s) in samples.enumerated() {
            timeline.schedule(at: start + s.t) {
                let location = CGPoint(x: s.x, y: s.y)
                let last = i == samples.count - 1
                // Those another requires to fail decide first (UIGestureRecognizer+FailureRequirements.swift).
                for g in UIGestureRecognizer.inFailureOrder(recognizers) where g.isEnabled {
                    if i > 0, let pan = g as? UIPanGestureRecognizer {
                        let p = samples[i - 1]
                        pan.windowVelocity = CGPoint(x: (s.x - p.x) / (s.t - p.t), y: (s.y - p.y) / (s.t - p.t))
                    }
                    g.windowLocation = location
                    if i == 0 || g.state == .possible {
                        // A new touch, or one this recognizer waited on.
                        if i == 0 { g.state = .possible }
                        switch g.failureRequirementVerdict(among: recognizers) {
                        case .wait: continue
                        case .fail: g.state = .failed; continue
                        case .proceed: break
                        }
                        if !g.shouldBegin() { g.state = .failed; continue }
                        if let pan = g as? UIPanGestureRecognizer { pan.translationBase = location; pan.startLocation = location }
                        g.state = .began
                        if i > 0, last {
                            // It learnt it may begin as the touch ended: it begins and ends there.
                            g.sendActions()
                            g.state = .ended
                        }
                    } else if g.state == .failed {
                        continue
                    } else {
                        g.state = last ? .ended : .changed
                    }
                    g.sendActions()
                }
                CATransaction.commitImplicit()
            }
        }
    }
}
