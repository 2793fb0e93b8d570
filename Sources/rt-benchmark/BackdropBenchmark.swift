import Foundation
import Raster
import Transitions
import UIKit
import UIKitDogfood
import UIKitRecorder

/// `rt-benchmark --blur`: a blurred full screen beside a plain frame. Ping at scale S pushed by
/// UIKit code (the dogfood's reveal) and recorded twice: as it is, and with a full-screen
/// UIVisualEffectView(effect: UIBlurEffect(style: .light)) laid over the navigation controller's
/// view as the push starts (as the UIKit module builds it: a backdrop blurring what lies behind with σ 30 pt and
/// saturation 1.8 under a white tint at alpha 0.3, and an empty content view). Each frame of the
/// two recordings is drawn in turn, alternating which goes first. One thread, thread CPU time,
/// drawing only (the recordings are made before the clock runs); the target is a ratio of at most 2.
struct BackdropBenchmark {
    let scale: Int
    let plainRecording: Recording
    let blurredRecording: Recording
    let reps: Int

    init(scale: Int, reps: Int) throws {
        self.scale = scale
        plainRecording = try Self.record(scale: scale, blur: false)
        blurredRecording = try Self.record(scale: scale, blur: true)
        self.reps = reps
    }

    /// Ping pushed by UIKit code; with `blur`, a light blur over the whole window on top of it.
    static func record(scale: Int, blur: Bool) throws -> Recording {
        let nav = UINavigationController(rootViewController: RevealScreenController.white())
        nav.isNavigationBarHidden = true
        let delegate = RevealNavigationDelegate()
        nav.delegate = delegate
        let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: CGFloat(scale), fps: 60)
        return try withExtendedLifetime(delegate) {
            try recorder.record(root: nav) {
                let next = RevealScreenController.black()
                nav.pushViewController(next, animated: true)
                guard blur else { return }
                // On top of the transition's container, which holds the incoming view by now.
                guard let container = next.view.superview else { preconditionFailure("the push has no container yet") }
                let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                effect.frame = container.bounds
                container.addSubview(effect)
            }
        }
    }

    func run() throws {
        let w = plainRecording.pixelWidth, h = plainRecording.pixelHeight
        guard blurredRecording.frameCount == plainRecording.frameCount else {
            throw BenchmarkFailure(message: "the blurred Ping has \(blurredRecording.frameCount) frames, the plain one \(plainRecording.frameCount)")
        }
        let plainRenderer = RecordingFrameRenderer(plainRecording), blurredRenderer = RecordingFrameRenderer(blurredRecording)
        let timer = RenderStageTimes(), plainTimer = RenderStageTimes()
        let frames = plainRecording.frameCount - 1  // the last frame is the settled end
        var plain: [Double] = [], blurred: [Double] = []
        var stages: [RenderStageTimes.Stage: (plain: [Double], blurred: [Double])] = [:]
        var lastBlurred: Pixmap?
        for rep in 0...reps {
            var tp = 0.0, tb = 0.0
            timer.reset(); plainTimer.reset()
            for i in 0..<frames {
                let blurFirst = (i + rep) % 2 == 0
                for pass in 0..<2 {
                    if (pass == 0) == blurFirst {
                        blurredRenderer.stageTimes = rep % 2 == 1 ? timer : nil
                        tb += try Measure.time { lastBlurred = try blurredRenderer.render(i) }
                        blurredRenderer.stageTimes = nil
                    } else {
                        plainRenderer.stageTimes = rep % 2 == 1 ? plainTimer : nil
                        tp += try Measure.time { _ = try plainRenderer.render(i) }
                        plainRenderer.stageTimes = nil
                    }
                }
            }
            guard rep > 0 else { continue }  // warm-up
            plain.append(tp / Double(frames))
            blurred.append(tb / Double(frames))
            if rep % 2 == 1 {
                for stage in RenderStageTimes.Stage.allCases where stage != .runSetup {
                    stages[stage, default: ([], [])].plain.append(plainTimer[stage] / Double(frames))
                    stages[stage, default: ([], [])].blurred.append(timer[stage] / Double(frames))
                }
            }
        }
        let p = Measure.median(plain), b = Measure.median(blurred)
        say("== full-screen blur at scale \(scale): \(w) x \(h), Ping's frames 0..<\(frames), light style (σ 30 pt = \(30 * scale) px, saturation 1.8, white tint 0.3) ==")
        say(String(format: "  plain Ping frame                 %7.2f ms", p * 1000))
        say(String(format: "  with a full-screen blur on top   %7.2f ms", b * 1000))
        say("  by stage, plain / blurred (the timed reps: every other one):")
        for stage in RenderStageTimes.Stage.allCases where stage != .runSetup {
            guard let s = stages[stage], !s.plain.isEmpty else { continue }
            say("    " + stage.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%7.2f ms / %7.2f ms", Measure.median(s.plain) * 1000, Measure.median(s.blurred) * 1000))
        }
        // The backdrop's parts on one full frame (the last blurred one), medians of `reps`.
        let frame = lastBlurred!, f = 16
        var down: [Double] = [], blurT: [Double] = [], up: [Double] = [], copy: [Double] = []
        let small = Pixmap(width: (w + f - 1) / f, height: (h + f - 1) / f)!
        let blur = GaussianBlur(sigma: (90.0 * 90 - Double(f * f) / 4).squareRoot() / Double(f))!
        let full = Pixmap(width: w, height: h)!, out = Pixmap(width: w, height: h)!, outCanvas = Canvas(target: out)
        for _ in 0..<reps {
            down.append(Measure.time { frame.downsample(region: frame.bounds, by: f, into: small) })
            var blurred: Pixmap?
            blurT.append(Measure.time { blurred = blur.blurred(small, region: small.bounds) })
            up.append(Measure.time { blurred!.upsample(by: f, into: full) })
            let shader = ImageShader(image: full, transform: .identity, isOpaque: true, filter: .nearest)
            copy.append(try Measure.time { try outCanvas.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), image: shader) })
        }
        say(String(format: "  backdrop parts on one frame: reduce by %d %.2f ms, blur %d x %d %.2f ms, enlarge %.2f ms, draw %.2f ms",
                   f, Measure.median(down) * 1000, small.width, small.height, Measure.median(blurT) * 1000,
                   Measure.median(up) * 1000, Measure.median(copy) * 1000))
        say(String(format: "  blurred / plain                  %7.2fx  (target <= 2x)", b / p))
    }
}
