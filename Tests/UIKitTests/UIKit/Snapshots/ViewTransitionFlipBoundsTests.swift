import XCTest
import UIKit
import Raster
@testable import Transitions

/// UIView.transition's flips keep the turning card inside the view's height, as UIKit's do.
final class ViewTransitionFlipBoundsTests: XCTestCase {
    /// Both looks' corners stay within the box's frame at every sampled time, the near edge its full height.
    func testTheTurningCardStaysWithinTheView() throws {
        for options in [UIView.AnimationOptions.transitionFlipFromLeft, .transitionFlipFromRight] {
            let timeline = Timeline()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            box.backgroundColor = .red
            root.addSubview(box)
            timeline.run {
                UIView.transition(with: box, duration: 1, options: options, animations: { box.backgroundColor = .blue })
            }
            let faces = root.subviews.filter { $0 !== box }.map(\.layer.base)
            XCTAssertEqual(faces.count, 2)
            for t in stride(from: 0.0, to: 1.0, by: 0.02) {
                var tallest = 0.0
                for layer in faces {
                    let device = DeviceTransform.scale(1).child(of: layer.presentation(at: t), parentSublayer: .identity)
                    let c = try layer.bounds.corners.map { try XCTUnwrap(device.projective.apply(to: $0)) }
                    // Decomposed interpolation between keyframes strays by under 0.1 pt (allowed).
                    for p in c { XCTAssertTrue(p.y >= -0.1 && p.y <= 844 + 0.1, "\(options.rawValue) t = \(t): corner \(p)") }
                    tallest = max(tallest, abs(c[3].y - c[0].y), abs(c[2].y - c[1].y))
                }
                // Keyframes 7.5° apart blend element-wise: the near edge stays within 0.5 % of 844.
                XCTAssertTrue(tallest > 840 && tallest <= 844 + 0.1, "\(options.rawValue) t = \(t): tallest edge \(tallest)")
            }
        }
    }
}
