import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
import UIKitDogfood

/// Ping recorded through the UIKit module (the UIKit-written reveal, a navigation push, the
/// recorder's one run frozen at every frame time, the frozen trees drawn on every core) against
/// the CLI's pipeline (the catalog's plan, each worker drawing from its own run) on as many
/// workers: the same frames, drawn and hashed, alternated so load falls on both alike; wall
/// time, since the drawing is spread over the workers.
struct UIKitRecording {
    let scale: Int
    let workers: Int

    struct Figures {
        /// Seconds for the whole transition (median): the CLI's pipeline, the UIKit recording
        /// (record + draw), and the recording step alone.
        var native: Double, uikit: Double, recordOnly: Double, frames: Int, identical: Bool
    }

    func run(reps: Int) throws -> Figures {
        let settings = RenderSettings(fps: 60, scale: Double(scale))
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: CGFloat(scale), fps: 60)
        var nativeDigest: [Int] = [], uikitDigest: [Int] = []
        var nativeTimes: [Double] = [], uikitTimes: [Double] = [], recordTimes: [Double] = []
        for _ in 0..<reps {
            nativeTimes.append(try Measure.wallTime {
                let plan = try TransitionPlan(scene: DemoScenes.ping, settings: settings)
                nativeDigest = try Self.digests(FrameSequence(plan: plan, workers: workers))
            })
            uikitTimes.append(try Measure.wallTime {
                let nav = UINavigationController(rootViewController: RevealScreenController.white())
                nav.isNavigationBarHidden = true
                let delegate = RevealNavigationDelegate()
                nav.delegate = delegate
                var recording: Recording?
                recordTimes.append(try Measure.wallTime {
                    recording = try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
                })
                guard let recording else { return }
                uikitDigest = try Self.digests(FrameSequence(recording: recording, workers: workers))
            })
        }
        return Figures(native: Measure.median(nativeTimes), uikit: Measure.median(uikitTimes), recordOnly: Measure.median(recordTimes),
                       frames: uikitDigest.count, identical: nativeDigest == uikitDigest)
    }

    private static func digests(_ sequence: FrameSequence) throws -> [Int] {
        var out: [Int] = []
        try sequence.run(produce: { _, p in digest(p) }, consume: { _, d in out.append(d) })
        return out
    }

    private static func digest(_ p: Pixmap) -> Int {
        var h = Hasher()
        for v in p.pixels { h.combine(v) }
        return h.finalize()
    }
}
