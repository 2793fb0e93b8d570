import Foundation
import Raster
import Transitions

/// `rt-benchmark --blur`: a blurred full screen beside a plain frame. Ping's frames at scale S
/// drawn twice each, alternating: as they are, and with a full-screen backdrop on top the way
/// UIVisualEffectView(effect: UIBlurEffect(style: .light)) builds it (a layer blurring what lies
/// behind with σ 30 pt and saturation 1.8 under a white tint at alpha 0.3, and an empty content
/// layer). One thread,
/// thread CPU time, drawing only (the runs are advanced outside the clock); the target is a
/// ratio of at most 2.
struct BackdropBenchmark {
    let plan: TransitionPlan
    let reps: Int

    init(scale: Int, reps: Int) throws {
        plan = try TransitionPlan(scene: DemoScenes.ping, settings: RenderSettings(scale: Double(scale)))
        self.reps = reps
    }

    /// The full-screen blur of the light style, as the UIKit module lays it out.
    static func addBlur(to run: TransitionRun) {
        let root = run.container.layer
        let backdrop = Layer()
        backdrop.frame = root.bounds
        backdrop.backdropBlurRadius = 30
        backdrop.backdropSaturation = 1.8
        backdrop.backgroundColor = Color(white: 1, alpha: 0.3)
        root.addSublayer(backdrop)
        // The content view: empty, as a blur laid over a screen has it.
        let content = Layer()
        content.frame = root.bounds
        root.addSublayer(content)
    }

    func run() throws {
        let w = plan.pixelWidth, h = plan.pixelHeight
        let renderer = LayerRenderer(width: w, height: h, scale: plan.scale)!
        let canvas = Canvas(target: Pixmap(width: w, height: h)!)
        let timer = RenderStageTimes(), plainTimer = RenderStageTimes()
        let frames = plan.frameCount - 1  // the last frame runs the transition to its end
        var plain: [Double] = [], blurred: [Double] = []
        var stages: [RenderStageTimes.Stage: (plain: [Double], blurred: [Double])] = [:]
        for rep in 0...reps {
            let a = plan.makeRun(), b = plan.makeRun()
            Self.addBlur(to: b)
            var tp = 0.0, tb = 0.0
            timer.reset(); plainTimer.reset()
            for i in 0..<frames {
                let t = plan.time(ofFrame: i)
                a.advance(to: t); b.advance(to: t)
                let blurFirst = (i + rep) % 2 == 0
                for pass in 0..<2 {
                    if (pass == 0) == blurFirst {
                        renderer.stageTimes = rep % 2 == 1 ? timer : nil
                        tb += try Measure.time { try renderer.render(b.container.layer, at: t, into: canvas, background: .black) }
                        renderer.stageTimes = nil
                    } else {
                        renderer.stageTimes = rep % 2 == 1 ? plainTimer : nil
                        tp += try Measure.time { try renderer.render(a.container.layer, at: t, into: canvas, background: .black) }
                        renderer.stageTimes = nil
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
        say("== full-screen blur at scale \(Int(plan.scale)): \(w) x \(h), Ping's frames 0..<\(frames), light style (σ 30 pt = \(Int(30 * plan.scale)) px, saturation 1.8, white tint 0.3) ==")
        say(String(format: "  plain Ping frame                 %7.2f ms", p * 1000))
        say(String(format: "  with a full-screen blur on top   %7.2f ms", b * 1000))
        say("  by stage, plain / blurred (the timed reps: every other one):")
        for stage in RenderStageTimes.Stage.allCases where stage != .runSetup {
            guard let s = stages[stage], !s.plain.isEmpty else { continue }
            say("    " + stage.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + String(format: "%7.2f ms / %7.2f ms", Measure.median(s.plain) * 1000, Measure.median(s.blurred) * 1000))
        }
        // The backdrop's parts on one full frame (the last blurred one), medians of `reps`.
        let frame = canvas.target, f = 16
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
