import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
import UIKitDogfood

/// `rt-benchmark --chrome`: what a device's system UI costs a frame. Ping recorded through the
/// UIKit module on an iPhone 16 (its scale, 3) four ways: bare; with the status bar, home
/// indicator and rounded-corner mask (`systemUI`, `screenCornerMask`); with each alone. Each
/// recording's frames are drawn on one worker, the four one after another in every repetition
/// (in reverse order every other one),
/// in process CPU time (the machine is shared: other processes' load does not count); the
/// ratios are medians of each repetition's ratio to its own bare run. Target: the chrome adds
/// at most 10 % to a Ping frame.
struct ChromeBenchmark {
    let reps: Int

    struct Figures {
        /// Median CPU seconds per frame drawn: bare, with everything, the bars only, the corners only.
        var perFrame: [Double]
        /// Median of each repetition's ratio to its bare run: everything, the bars only, the corners only.
        var ratios: [Double]
        /// Median CPU seconds per recording, bare and with everything.
        var recordBare: Double, recordChrome: Double
        var frames: Int
    }

    func run() throws -> Figures {
        let device = DeviceModel.iPhone16
        let recorders = [
            try TransitionRecorder(device: device, fps: 60),
            try TransitionRecorder(device: device, fps: 60, systemUI: true, screenCornerMask: true),
            try TransitionRecorder(device: device, fps: 60, systemUI: true),
            try TransitionRecorder(device: device, fps: 60, screenCornerMask: true),
        ]
        var draw: [[Double]] = Array(repeating: [], count: 4), record: [[Double]] = Array(repeating: [], count: 4)
        var ratios: [[Double]] = Array(repeating: [], count: 3)
        var frames = 0
        for rep in 0..<reps {
            var perFrame = [Double](repeating: 0, count: 4)
            // Every other repetition runs the four in reverse, so no variant always follows another.
            for k in rep % 2 == 0 ? [0, 1, 2, 3] : [3, 2, 1, 0] {
                let recorder = recorders[k]
                let nav = UINavigationController(rootViewController: RevealScreenController.white())
                nav.isNavigationBarHidden = true
                let delegate = RevealNavigationDelegate()
                nav.delegate = delegate
                var start = Measure.processCPU()
                let recording = try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
                record[k].append(Measure.processCPU() - start)
                var count = 0
                start = Measure.processCPU()
                try FrameSequence(recording: recording, workers: 1).run(produce: { _, p in p.pixels[p.pixels.count / 2] },
                                                                        consume: { _, _ in count += 1 })
                let seconds = (Measure.processCPU() - start) / Double(max(count, 1))
                frames = count
                draw[k].append(seconds)
                perFrame[k] = seconds
            }
            for k in 1..<4 { ratios[k - 1].append(perFrame[k] / perFrame[0]) }
        }
        return Figures(perFrame: draw.map(Measure.median), ratios: ratios.map(Measure.median),
                       recordBare: Measure.median(record[0]), recordChrome: Measure.median(record[1]), frames: frames)
    }
}

/// The chrome row: a Ping frame with and without the device's system UI.
func reportChrome(reps: Int) throws {
    let f = try ChromeBenchmark(reps: reps).run()
    say("")
    say("System UI on iPhone 16 (393 x 852 pt at 3x), Ping recorded through UIKit, \(f.frames) frames drawn on one worker, "
        + "process CPU time, ratios paired per repetition (target: chrome <= 10 % of a frame):")
    say(String(format: "  Ping frame, bare                        %7.2f ms", f.perFrame[0] * 1000))
    say(String(format: "  with status bar, indicator and corners  %7.2f ms  = %.3fx (chrome %+.1f %%)", f.perFrame[1] * 1000, f.ratios[0],
               (f.ratios[0] - 1) * 100))
    say(String(format: "    status bar and home indicator only    %7.2f ms  = %.3fx", f.perFrame[2] * 1000, f.ratios[1]))
    say(String(format: "    corner mask only                      %7.2f ms  = %.3fx", f.perFrame[3] * 1000, f.ratios[2]))
    say(String(format: "  recording, bare / with chrome           %7.1f ms / %.1f ms", f.recordBare * 1000, f.recordChrome * 1000))
}
