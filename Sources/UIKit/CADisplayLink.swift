import Foundation
internal import Transitions

// Covers CADisplayLink: `init(target:selector:)`, `add(to:forMode:)`, `remove(from:forMode:)`,
// `invalidate()`, `timestamp`, `targetTimestamp`, `duration`, `preferredFramesPerSecond`,
// `preferredFrameRateRange`, `frameInterval`, `isPaused`. Inside a recording it ticks on the
// virtual clock at the recording's frame times; outside one, on the run loop at 60 Hz.
// Apple's lives in QuartzCore; here it is UIKit's, because the frame times are the recording's,
// which the UIKit session knows (`import UIKit` code sees it either way).

/// The range of frame rates a display link asks for (its `preferred` rate is the one used).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// CADisplayLink: calls a method on its target once per displayed frame.
///
/// In a recording frame i shows virtual time i / fps (fps is `UIScreen.main.maximumFramesPerSecond`,
/// the recorder's rate). A link added at time t first ticks at the first frame time after t and
/// then every `step` frames, where `step` is the screen's rate divided by the preferred rate,
/// rounded (a 30-fps link on a 60-fps recording ticks every other frame). Each tick runs just
/// before its frame is drawn, with `timestamp` = that frame's time and `targetTimestamp` =
/// `timestamp` + `step` / fps, so what the callback sets shows in that frame. The link holds its
/// target strongly until `invalidate()`, as Core Animation's does.
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    /// Bumped whenever the scheduled ticks become stale (pause, invalidate, removal).
    private var generation = 0
    private var modes: Set<String> = []
    private var outsideTimer: Foundation.Timer?
    private var invalidated = false

    /// The time of the frame this tick belongs to (0 before the first tick).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will tick for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between two frames of the screen.
    open var duration: CFTimeInterval { 1 / Double(screenRate) }
    /// The rate the link asks for (0: the screen's).
    open var preferredFramesPerSecond = 0
    /// The rate range the link asks for; its `preferred` rate wins over `preferredFramesPerSecond`.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Frames between ticks (deprecated in UIKit; 1 unless set).
    open var frameInterval = 1
    /// A paused link does not tick; unpausing resumes at the next frame time.
    open var isPaused: Bool {
        get { paused }
        set {
            guard newValue != paused else { return }
            paused = newValue
            generation += 1
            if !newValue { start() }
        }
    }
    private var paused = false

    /// A link that calls `selector` (a method taking no argument or the link) on `target`.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Starts the ticks (adding the link to more modes changes nothing: one tick per frame).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !invalidated else { return }
        guard RunLoop.Mode.runningModes.contains(mode) else { return RunLoop.Mode.warnNeverRuns(mode, "CADisplayLink.add(to:forMode:)") }
        let wasRunning = !modes.isEmpty
        modes.insert(mode.rawValue)
        if !wasRunning { start(on: runloop, mode: mode) }
    }

    /// Stops the ticks once the link is in no mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode.rawValue)
        if modes.isEmpty { stop() }
    }

    /// Stops the ticks for good and lets go of the target.
    open func invalidate() {
        invalidated = true
        modes.removeAll()
        stop()
        target = nil
    }

    private var screenRate: Int { max(UIScreen.main.maximumFramesPerSecond, 1) }

    /// Screen frames between ticks: the screen's rate over the preferred one, rounded, at least 1.
    private var step: Int {
        let rate = screenRate
        let preferred = preferredFrameRateRange.preferred.map(Double.init).flatMap { $0 > 0 ? $0 : nil }
            ?? (preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : Double(rate))
        let byRate = max(1, Int((Double(rate) / min(preferred, Double(rate))).rounded()))
        return max(byRate, frameInterval)
    }

    private func stop() {
        generation += 1
        outsideTimer?.invalidate()
        outsideTimer = nil
    }

    private func start(on runloop: RunLoop = .current, mode: RunLoop.Mode = .common) {
        guard !paused, !modes.isEmpty, !invalidated else { return }
        if let clock = Timeline.current {
            let rate = Double(screenRate)
            // The first frame strictly after now (a nanosecond of slack for sums of durations).
            let frame = Int((clock.now * rate + 1e-6).rounded(.down)) + 1
            schedule(frame: frame, on: clock, generation: generation)
        } else {
            let timer = Foundation.Timer(timeInterval: duration * Double(step), repeats: true) { [weak self] _ in
                guard let self else { return }
                let now = Date.timeIntervalSinceReferenceDate
                self.tick(at: now, next: now + self.duration * Double(self.step))
            }
            outsideTimer = timer
            runloop.add(timer, forMode: mode)
        }
    }

    private func schedule(frame: Int, on clock: Timeline, generation g: Int) {
        let rate = Double(screenRate)
        clock.schedule(at: Double(frame) / rate) { [self] in
            guard g == generation else { return }
            let s = step
            tick(at: Double(frame) / rate, next: Double(frame + s) / rate)
            guard g == generation else { return }
            schedule(frame: frame + s, on: clock, generation: g)
        }
    }

    private func tick(at t: Double, next: Double) {
        timestamp = t
        targetTimestamp = next
        guard let target else { return }
        if !selector.invoke(on: target, sender: self) {
            RecordingLog.error("CADisplayLink: the selector's method does not belong to the target \(type(of: target))")
            invalidate()
        }
    }
}

/// Swift 4's spelling of `RunLoop.Mode`.
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    /// Swift 4's spelling of `.common`.
    public static let commonModes = RunLoop.Mode.common
    /// Swift 4's spelling of `.default`.
    public static let defaultRunLoopMode = RunLoop.Mode.default
    /// The mode a run loop is in while a scroll view tracks a touch (never in a recording: RunLoop+Tracking.swift).
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
