import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
import UIKitDogfood

/// `rt-benchmark --chrome`: what a device's system UI costs a frame. Ping recorded through the
/// UIKit module on an iPhone 16 (its scale, 3), twice: bare, and with the status bar, home indicator
/// and rounded-corner mask (`systemUI`, `screenCornerMask`); each recording's frames drawn on
/// one worker, alternating, wall time; the recording step timed apart. The target: the chrome
/// adds at most 10 % to a Ping frame.
struct ChromeBenchmark {
    let reps: Int

    struct Figures {
        /// Median seconds per frame drawn, bare and with the chrome; seconds per recording.
        var bare: Double, chrome: Double, recordBare: Double, recordChrome: Double, frames: Int
    }

    func run() throws -> Figures {
        let device = DeviceModel.iPhone16
        let bare = try TransitionRecorder(device: device, fps: 60)
        let dressed = try TransitionRecorder(device: device, fps: 60, systemUI: true, screenCornerMask: true)
        var draw: [[Double]] = [[], []], record: [[Double]] = [[], []]
        var frames = 0
        for _ in 0..<reps {
            for (k, recorder) in [bare, dressed].enumerated() {
                let nav = UINavigationController(rootViewController: RevealScreenController.white())
                nav.isNavigationBarHidden = true
                let delegate = RevealNavigationDelegate()
                nav.delegate = delegate
                var recording: Recording?
                record[k].append(try Measure.wallTime {
                    recording = try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
                })
                guard let recording else { continue }
                var count = 0
                let seconds = try Measure.wallTime {
                    try FrameSequence(recording: recording, workers: 1).run(produce: { _, p in p.pixels[p.pixels.count / 2] },
                                                                            consume: { _, _ in count += 1 })
                }
                frames = count
                draw[k].append(seconds / Double(max(count, 1)))
            }
        }
        return Figures(bare: Measure.median(draw[0]), chrome: Measure.median(draw[1]),
                       recordBare: Measure.median(record[0]), recordChrome: Measure.median(record[1]), frames: frames)
    }
}

/// The chrome row: a Ping frame with and without the device's system UI.
func reportChrome(reps: Int) throws {
    let f = try ChromeBenchmark(reps: reps).run()
    say("")
    say("System UI on iPhone 16 (393 x 852 pt at 3x), Ping recorded through UIKit, \(f.frames) frames, one worker, wall time (target: chrome <= 10 % of a frame):")
    say(String(format: "  Ping frame, bare                        %7.2f ms", f.bare * 1000))
    say(String(format: "  Ping frame, with system UI and corners  %7.2f ms  = %.3fx (chrome %+.1f %%)", f.chrome * 1000, f.chrome / f.bare,
               (f.chrome / f.bare - 1) * 100))
    say(String(format: "  recording, bare / with chrome           %7.1f ms / %.1f ms", f.recordBare * 1000, f.recordChrome * 1000))
}
