import Foundation
import Testing
import Raster
@testable import Transitions

/// UIView.transition's flips keep the turning card inside the view's height, as UIKit's do.
@Suite("Engine: view-transition flips stay within the view")
struct ViewTransitionFlipEngineTests {
    @Test("both captures' corners stay within the box's frame at every sampled time, the near edge its full height",
          arguments: [View.TransitionStyle.flipFromLeft, .flipFromRight])
    func cornersStayInside(style: View.TransitionStyle) throws {
        let timeline = Timeline()
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let box = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        box.backgroundColor = .red
        root.addSubview(box)
        timeline.run {
            View.transition(with: box, duration: 1, style: style) { box.backgroundColor = .blue }
        }
        let faces = root.subviews.filter { $0 !== box }
        try #require(faces.count == 2)
        for t in stride(from: 0.0, to: 1.0, by: 0.02) {
            var tallest = 0.0
            for face in faces {
                let layer = face.layer
                let device = DeviceTransform.scale(1).child(of: layer.presentation(at: t), parentSublayer: .identity)
                let c = try layer.bounds.corners.map { try #require(device.projective.apply(to: $0)) }
                // Decomposed interpolation between keyframes strays by under 0.1 pt (allowed).
                for p in c { #expect(p.y >= -0.1 && p.y <= 844 + 0.1, "t = \(t): corner \(p)") }
                tallest = max(tallest, abs(c[3].y - c[0].y), abs(c[2].y - c[1].y))
            }
            // Keyframes 7.5° apart blend element-wise: the near edge stays within 0.5 % of 844.
            #expect(tallest > 840 && tallest <= 844 + 0.1, "t = \(t): tallest edge \(tallest)")
        }
    }
}
