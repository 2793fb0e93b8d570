import XCTest
import UIKit
import UIKitRecorder
import Raster

/// UIVisualEffectView blurs what lies behind it and nothing else, and its `effect` animates
/// inside UIView.animate: the blur radius and tint grow in from nil and shrink out to nil.
final class VisualEffectViewTests: XCTestCase {
    /// Presents a screen of `background` with an effect view over part of it, then animates the
    /// effect view's `effect` from `from` to `to` over 1 s, linearly; frames at 0, ¼, ½, ¾, 1 s.
    final class EffectAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let effectView: UIVisualEffectView
        let to: UIVisualEffect?
        init(_ effectView: UIVisualEffectView, to: UIVisualEffect?) { self.effectView = effectView; self.to = to }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            ctx.containerView.addSubview(ctx.view(forKey: .to)!)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.effectView.effect = self.to },
                           completion: { _ in ctx.completeTransition(true) })
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    /// 80 x 60 pt (or `width` wide) at scale 1; the background's subviews are white rectangles
    /// over black; the effect view covers (20, 15, 40, 30), or `frame`.
    static func record(whiteRects: [CGRect], from: UIVisualEffect?, to: UIVisualEffect?, width: CGFloat = 80,
                       frame: CGRect = CGRect(x: 20, y: 15, width: 40, height: 30)) throws -> [Pixmap] {
        let presenting = UIViewController(), presented = UIViewController()
        presented.view.backgroundColor = .black
        for r in whiteRects {
            let v = UIView(frame: r)
            v.backgroundColor = .white
            presented.view.addSubview(v)
        }
        let effectView = UIVisualEffectView(effect: from)
        effectView.frame = frame
        presented.view.addSubview(effectView)
        presented.modalPresentationStyle = .custom
        let animator = EffectAnimator(effectView, to: to)
        presented.transitioningDelegate = animator
        let recorder = TransitionRecorder(screenSize: CGSize(width: width, height: 60), scale: 1, fps: 4)
        return try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
    }

    /// White for x >= 40 (a step edge under the middle of the effect view).
    static let step = [CGRect(x: 40, y: 0, width: 40, height: 60)]

    /// 255 · Φ(d / σ) faded under a white tint of alpha `tint`: what a blurred step edge reads
    /// d + 0.5 px right of the edge.
    static func blurredStep(_ d: Double, sigma: Double, tint: Double) -> Double {
        let phi = sigma == 0 ? (d > 0 ? 1 : 0) : 0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
        return 255 * phi * (1 - tint) + 255 * tint
    }

    /// Stripes under a light blur turn an even grey inside the view and stay sharp outside it.
    func testBlursStripesUnderItOnly() throws {
        // 3 px white, 3 px black, on a screen wide enough that the blur (σ 30 px) inside the view
        // at x 130...170 does not reach the screen's edges.
        let stripes = stride(from: 0, to: 300, by: 6).map { CGRect(x: CGFloat($0), y: 0, width: 3, height: 60) }
        let frames = try Self.record(whiteRects: stripes, from: nil, to: UIBlurEffect(style: .light), width: 300,
                                     frame: CGRect(x: 130, y: 15, width: 40, height: 30))
        let last = try XCTUnwrap(frames.last)
        // Inside: the stripes' mean, half white, under the light tint (white at 0.3): 127.5·0.7 + 76.5 = 165.75.
        for x in stride(from: 132, to: 170, by: 5) {
            for y in [17, 30, 43] {
                XCTAssertTrue(abs(Double(last[x, y].r) - 165.75) <= 3, "inside at (\(x), \(y)): \(last[x, y])")
                XCTAssertTrue(last[x, y].r == last[x, y].g && last[x, y].g == last[x, y].b, "a grey stays grey under saturation")
            }
        }
        // Outside: exactly the stripes, right up to the view's edges.
        for (x, y) in [(1, 5), (4, 5), (270, 55), (273, 55), (128, 30), (127, 30), (171, 30), (174, 30), (150, 13), (150, 46)] {
            let white = x % 6 < 3
            XCTAssertTrue(last[x, y] == (white ? PremultipliedColor(r: 255, g: 255, b: 255, a: 255) : PremultipliedColor(r: 0, g: 0, b: 0, a: 255)),
                          "outside at (\(x), \(y)): \(last[x, y])")
        }
        // Before the animation the effect is nil: the stripes show through unchanged.
        XCTAssertEqual(frames[0][150, 30], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(frames[0][153, 30], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    /// nil to a blur inside UIView.animate: half way the radius is half the style's (15 of 30 pt).
    func testBlurAnimatesIn() throws {
        let frames = try Self.record(whiteRects: Self.step, from: nil, to: UIBlurEffect(style: .light))
        XCTAssertTrue(frames.count == 5)
        for (i, (sigma, tint)) in [(0.0, 0.0), (15.0, 0.15), (30.0, 0.3)].enumerated() {
            let frame = frames[2 * i]
            for d in [-12, -6, 4, 10] {
                let expected = Self.blurredStep(Double(d) + 0.5, sigma: sigma, tint: tint)
                let actual = Double(frame[40 + d, 30].r)
                XCTAssertTrue(abs(actual - expected) <= 6, "t = \(Double(i) / 2) s, x − edge = \(d): \(actual) vs \(expected)")
            }
        }
        // The edge's blurred zone widens monotonically: the radius passes through the values between.
        func softPixels(_ p: Pixmap) -> Int { (20..<60).filter { p[$0, 30].r > 70 && p[$0, 30].r < 235 }.count }
        let widths = frames.map(softPixels)
        XCTAssertTrue(widths[0] <= 1 && widths[0] < widths[1] && widths[1] < widths[2] && widths[2] < widths[4], "\(widths)")
    }

    /// A blur to nil inside UIView.animate animates out to the sharp background.
    func testBlurAnimatesOut() throws {
        let frames = try Self.record(whiteRects: Self.step, from: UIBlurEffect(style: .light), to: nil)
        let middle = Double(frames[2][50, 30].r)
        XCTAssertTrue(abs(middle - Self.blurredStep(10.5, sigma: 15, tint: 0.15)) <= 6, "half way: \(middle)")
        XCTAssertTrue(frames[0][50, 30].r < 200, "blurred at the start: \(frames[0][50, 30])")
        let last = try XCTUnwrap(frames.last)
        XCTAssertTrue(last[41, 30] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertTrue(last[39, 30] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    /// effect, contentView and the vibrancy content's opacity.
    func testSurface() throws {
        let blur = UIBlurEffect(style: .dark)
        let v = UIVisualEffectView(effect: blur)
        XCTAssertTrue(v.effect === blur)
        v.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        XCTAssertTrue(v.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertTrue(v.contentView.superview === v)
        v.effect = nil
        XCTAssertTrue(v.effect == nil)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        XCTAssertTrue(abs(vibrancy.contentView.alpha - 0.6) < 1e-9)
        XCTAssertTrue(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur)).contentView.alpha == 1)
    }

    /// Each traditional style's blur radius, saturation and tint.
    func testStyleNumbers() {
        let table: [(UIBlurEffect.Style, Double, Double, Double, Double)] = [
            (.extraLight, 20, 1.8, 0.97, 0.82), (.light, 30, 1.8, 1.0, 0.3), (.dark, 20, 1.8, 0.11, 0.73),
            (.regular, 30, 1.8, 1.0, 0.3), (.prominent, 20, 1.8, 0.97, 0.82),
        ]
        for (style, radius, saturation, white, alpha) in table {
            let r = UIBlurEffect(style: style).recipe
            XCTAssertEqual(r.blurRadius, radius, "\(style)")
            XCTAssertEqual(r.saturation, saturation, "\(style)")
            XCTAssertEqual(r.tint.color.red, white, accuracy: 1e-9, "\(style)")
            XCTAssertEqual(r.tint.color.alpha, alpha, accuracy: 1e-9, "\(style)")
            XCTAssertEqual(r.luminanceAmount, 0, "\(style): no curve")
        }
    }

    /// Each material's Core Material recipe: radius, luminance amount and curve, saturation,
    /// brightness, and no tint (the recipe files' numbers, docs/uikit.md "Blur styles").
    func testMaterialRecipes() {
        let table: [(UIBlurEffect.Style, Double, Double, [Double], Double, Double)] = [
            (.systemUltraThinMaterial, 22.5, 0.5, [0.45, 0.55, 0.65, 0.68], 1.1, 0.12),
            (.systemThinMaterialLight, 30, 0.6, [0.725, 0.825, 0.76, 0.73], 1.35, 0.12),
            (.systemMaterialLight, 30, 0.75, [0.9, 0.83, 0.925, 0.815], 1.5, 0.1),
            (.systemThickMaterialLight, 45, 0.88, [0.99, 0.95, 0.98, 0.905], 1.5, 0.045),
            (.systemChromeMaterial, 22.5, 0.75, [0.8, 0.9, 1.1, 0.825], 1.1, 0.1),
            (.systemUltraThinMaterialDark, 22.5, 0.5, [0.24, 0.24, 0.3, 0.39], 1.1, 0),
            (.systemMaterialDark, 30, 0.75, [0.16, 0.26, 0.1, 0.1], 1.5, 0),
            (.systemThickMaterialDark, 45, 0.88, [0.14, 0.16, 0.1, 0.03], 1.5, 0),
            (.systemChromeMaterialDark, 22.5, 0.75, [0.23, 0.52, 0.27, 0.255], 2.0, -0.1),
        ]
        for (style, radius, amount, curve, saturation, brightness) in table {
            let r = UIBlurEffect(style: style).recipe
            XCTAssertEqual(r.blurRadius, radius, "\(style)")
            XCTAssertEqual(r.luminanceAmount, amount, "\(style)")
            XCTAssertEqual(r.luminanceValues, curve, "\(style)")
            XCTAssertEqual(r.saturation, saturation, "\(style)")
            XCTAssertEqual(r.brightness, brightness, "\(style)")
            XCTAssertEqual(r.tint.color.alpha, 0, "\(style): no tint")
        }
    }

    /// The material over even white and even black content: the curve's end values at the
    /// amount, then the brightness (a grey keeps its grey under saturation). systemMaterialLight
    /// over white: 1 + (0.815 - 1) · 0.75 = 0.86125 → 220 (219.6), + 0.1 · 255 = 25.5 → 26:
    /// 246 (the unrounded 0.96125 · 255 = 245.1); over black: 0.9 · 0.75 = 0.675 → 172, + 26 =
    /// 198. systemMaterialDark over white: 1 + (0.1 - 1) · 0.75 = 0.325 → 82.9 → 83; over black:
    /// 0.16 · 0.75 = 0.12 → 30.6 → 31. A device's light material is near-white over white.
    func testMaterialsOverWhiteAndBlack() throws {
        let cases: [(UIBlurEffect.Style, Bool, UInt8)] = [
            (.systemMaterialLight, true, 246), (.systemMaterialLight, false, 198),
            (.systemMaterialDark, true, 83), (.systemMaterialDark, false, 31),
        ]
        for (style, white, expected) in cases {
            // A 300-pt screen, the view in its middle: the blur (σ 30) sees only the even colour.
            let rects = white ? [CGRect(x: 0, y: 0, width: 300, height: 60)] : []
            let frames = try Self.record(whiteRects: rects, from: nil, to: UIBlurEffect(style: style), width: 300,
                                         frame: CGRect(x: 130, y: 15, width: 40, height: 30))
            let p = try XCTUnwrap(frames.last)[150, 30]
            XCTAssertEqual(Double(p.r), Double(expected), accuracy: 1, "\(style) over \(white ? "white" : "black"): \(p)")
            XCTAssertTrue(p.r == p.g && p.g == p.b, "\(style): a grey stays grey")
        }
    }
}
