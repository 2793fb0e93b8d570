import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
import UIKitDogfood

/// Ping recorded through the UIKit module (the UIKit-written reveal, navigation push and the
/// recorder's one forward run) against the native pipeline (FrameRenderer over the same plan),
/// the same frames on one thread, drawing only: what the UIKit face adds to a recording.
struct UIKitRecording {
    let scale: Int

    struct Figures {
        var native: Double, uikit: Double, frames: Int, identical: Bool
    }

    func run(reps: Int) throws -> Figures {
        let plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: Double(scale)))
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: CGFloat(scale), fps: 60)
        var nativeDigest: [Int] = [], uikitDigest: [Int] = []
        var nativeTimes: [Double] = [], uikitTimes: [Double] = []
        // Alternated, so load from other processes falls on both alike.
        for _ in 0..<reps {
            nativeTimes.append(try Measure.time {
                let renderer = FrameRenderer(plan: try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: Double(scale))))
                nativeDigest = []
                for i in 0..<plan.frameCount { nativeDigest.append(Self.digest(try renderer.renderFrame(i))) }
            })
            uikitTimes.append(try Measure.time {
                let nav = UINavigationController(rootViewController: RevealScreenController.white())
                nav.isNavigationBarHidden = true
                let delegate = RevealNavigationDelegate()
                nav.delegate = delegate
                uikitDigest = []
                try recorder.eachFrame(root: nav, action: { nav.pushViewController(RevealScreenController.black(), animated: true) }) { _, p in
                    uikitDigest.append(Self.digest(p))
                }
            })
        }
        return Figures(native: Measure.median(nativeTimes) / Double(plan.frameCount),
                       uikit: Measure.median(uikitTimes) / Double(uikitDigest.count),
                       frames: uikitDigest.count, identical: nativeDigest == uikitDigest)
    }

    private static func digest(_ p: Pixmap) -> Int {
        var h = Hasher()
        for v in p.pixels { h.combine(v) }
        return h.finalize()
    }
}
