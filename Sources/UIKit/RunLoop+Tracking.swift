import Foundation

// Which run loop modes run in a recording (`.tracking`, UIKit's UITrackingRunLoopMode, is declared
// in CADisplayLink.swift): the main run loop stays in the
// default mode, so work added for `.default` or `.common` runs and work added only for
// `.tracking` or another mode never does (as on a device with no touch tracking), with a warning
// saying so. Not here: a run loop switching into tracking mode while a pan drags a scroll view.

extension RunLoop.Mode {
    /// The modes a recording's main run loop runs.
    static let runningModes: Set<RunLoop.Mode> = [.default, .common]

    /// Says that work added for `mode` never runs in a recording.
    static func warnNeverRuns(_ mode: RunLoop.Mode, _ call: String) {
        let why = mode == .tracking ? "runs only while a scroll view tracks a touch, which a recording's main run loop never does"
            : "is not a mode the main run loop runs in (it runs .default, which .common includes)"
        RecordingLog.warning("\(call) for mode '\(mode.rawValue)': that mode \(why), so it never fires")
    }
}

extension UIScreen {
    /// A display link for this screen calling `selector` on `target` each frame (CADisplayLink(target:selector:)).
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
}

extension UIImage {
    /// The orientation the pixels are drawn in: always up, since UIImage(cgImage:scale:orientation:)
    /// turns the pixels upright when it is made (its cgImage is upright too).
    public var imageOrientation: UIImage.Orientation { .up }
}
