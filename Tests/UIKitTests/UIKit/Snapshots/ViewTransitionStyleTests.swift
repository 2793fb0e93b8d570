import XCTest
import UIKit
import Raster
import Transitions

/// UIView.transition(with:duration:options:animations:) with a transition option: the old look
/// cross-dissolves or flips into the new one, on the virtual clock.
final class ViewTransitionStyleTests: XCTestCase {
    /// A white root holding a 40 x 40 box that turns from red to blue inside a transition block.
    private func run(_ options: UIView.AnimationOptions) -> (Timeline, UIView) {
        let timeline = Timeline()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        box.backgroundColor = .red
        root.addSubview(box)
        timeline.run {
            UIView.transition(with: box, duration: 1, options: options, animations: { box.backgroundColor = .blue })
        }
        return (timeline, root)
    }

    /// `view`'s tree as it shows at `time`, at scale 1 over white.
    private func render(_ view: UIView, at time: Double) throws -> Pixmap {
        let target = try XCTUnwrap(Pixmap(width: 60, height: 60))
        let renderer = try XCTUnwrap(LayerRenderer(width: 60, height: 60, scale: 1))
        try renderer.render(view.layer.base, at: time, into: Canvas(target: target), background: .white)
        return target
    }

    func testCrossDissolveFadesTheOldLookOutOverTheNewOne() throws {
        let (timeline, root) = run(.transitionCrossDissolve)
        XCTAssertEqual(try render(root, at: 0)[30, 30], Color.red.premultiplied)
        let mid = try render(root, at: 0.5)[30, 30]
        XCTAssertTrue(mid.r > 100 && mid.b > 100, "\(mid)")
        timeline.advance(to: 1)
        XCTAssertEqual(try render(root, at: 1)[30, 30], Color.blue.premultiplied)
        XCTAssertEqual(root.subviews.count, 1, "the two looks leave when the transition ends")
    }

    func testFlipsShowTheOldLookInTheFirstHalfAndTheNewOneInTheSecond() throws {
        for options in [UIView.AnimationOptions.transitionFlipFromLeft, .transitionFlipFromRight] {
            let (_, root) = run(options)
            // Each face darkens slightly as it turns (0.2·|sin φ| of black), so compare hues, not exact colours.
            let early = try render(root, at: 0.3)[30, 30]
            XCTAssertTrue(early.r > 180 && early.g == 0 && early.b == 0, "\(options.rawValue): \(early)")
            let late = try render(root, at: 0.7)[30, 30]
            XCTAssertTrue(late.b > 180 && late.r == 0 && late.g == 0, "\(options.rawValue): \(late)")
            // Mid-turn the box is narrower than 40 px.
            XCTAssertEqual(try render(root, at: 0.4)[11, 30], Color.white.premultiplied, "\(options.rawValue)")
        }
    }
}
