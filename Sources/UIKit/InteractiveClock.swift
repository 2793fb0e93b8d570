internal import Transitions

/// An interactive transition's own clock: the animations and completion events its animator
/// set up run at transition time τ, which the interaction controller holds (paused at
/// percentComplete · duration), then runs forwards to the end (finish) or back to 0 (cancel).
///
/// Before each frame, every animation's begin time is moved so that at the frame's time it
/// shows what it shows at τ (the effect of Core Animation's paused container layer, which the
/// engine does not model); completion events fire when τ passes their time going forwards,
/// and all of them at the end of a cancel, as Core Animation ends reversed animations.
final class InteractiveClock {
    private let origin: Double
    let duration: Double
    private var animations: [(animation: Transitions.Animation, begin: Double)] = []
    private var events: [(time: Double, action: () -> Void)] = []
    private enum Phase {
        case held(Double)
        case running(from: Double, to: Double, startedAt: Double, length: Double, curve: TimingFunction)
    }
    private var phase: Phase = .held(0)

    /// Runs `setup` (the animator's animateTransition) capturing what it adds to the clock.
    init(duration: Double, setup: () -> Void) {
        origin = CACurrentMediaTime()
        self.duration = max(duration, 1e-9)
        var added: [Transitions.Animation] = []
        let watcher = AnimationWatcher.current
        let previous = watcher?.onAdd
        watcher?.onAdd = { a in added.append(a); previous?(a) }
        if let clock = Timeline.current {
            events = clock.takeEvents(scheduledDuring: setup)
        } else {
            setup()
        }
        watcher?.onAdd = previous
        animations = added.map { ($0, $0.beginTime) }
        UIKitSession.current?.clocks.append(self)
    }

    /// Adds the animations `setup` makes to those the clock drives (alongside animations an
    /// animator's set-up did not run, made just after it: the same moment on the virtual clock).
    func adopt(_ setup: () -> Void) {
        var added: [Transitions.Animation] = []
        let watcher = AnimationWatcher.current
        let previous = watcher?.onAdd
        watcher?.onAdd = { a in added.append(a); previous?(a) }
        setup()
        watcher?.onAdd = previous
        animations += added.map { ($0, $0.beginTime) }
    }

    /// Transition time at clock time `t`.
    func tau(at t: Double) -> Double {
        switch phase {
        case .held(let tau): return tau
        case .running(let from, let to, let startedAt, let length, let curve):
            let u = length > 0 ? min(max((t - startedAt) / length, 0), 1) : 1
            return from + (to - from) * curve.value(at: u)
        }
    }

    /// Holds the transition at `tau` (update(_:) while the gesture moves).
    func hold(at tau: Double) {
        guard case .held = phase else { return }
        phase = .held(min(max(tau, 0), duration))
    }

    /// Runs from the current τ to the end (forward) or to 0, at `speed` times real time along
    /// `curve`; `then` runs when it gets there (after the captured events due by then).
    func run(forward: Bool, speed: Double, curve: TimingFunction, then: (() -> Void)? = nil) {
        let now = CACurrentMediaTime()
        let from = tau(at: now), to = forward ? duration : 0
        let length = abs(to - from) / max(speed, 1e-9)
        phase = .running(from: from, to: to, startedAt: now, length: length, curve: curve)
        guard let clock = Timeline.current else { return }
        let pending = events
        events = []
        for e in pending {
            let at: Double
            if forward {
                let target = e.time - origin
                at = target <= from ? now : now + length * Self.inverse(curve, fraction: (target - from) / max(to - from, 1e-12))
            } else {
                at = now + length
            }
            clock.schedule(at: at, e.action)
        }
        if let then { clock.schedule(at: now + length, then) }
    }

    /// True while the clock is held (not running towards an end).
    var isHeld: Bool { if case .held = phase { true } else { false } }

    /// Moves every captured animation so that at `t` it shows transition time τ(t).
    func apply(at t: Double) {
        let shift = t - (origin + tau(at: t))
        for a in animations { a.animation.beginTime = a.begin + shift }
    }

    /// The curve's input for an output `fraction` (bisection: curves are monotone in time).
    private static func inverse(_ curve: TimingFunction, fraction y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if curve.value(at: mid) < y { lo = mid } else { hi = mid }
        }
        return hi
    }
}
