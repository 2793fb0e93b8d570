import Foundation
import Raster
import Testing
@testable import Transitions
import TestSupport

/// Where partial-curl comes to rest: UIKit reveals H − max(40, minY of the to-view's topmost
/// subview) from the bottom (decompiled UITransitionView, case 13). Two layouts: content from
/// the very top (clamped to 40 pt) and content starting 300 pt down.
@Suite("Curl: the resting height follows the to-view's layout")
struct PartialCurlRestTests {
    static let size = Size(width: 200, height: 400)
    static let green = Color(r: 0, g: 255, b: 0), red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)

    /// A blue page over a green screen whose subviews (red bars) start at the given tops.
    static func scene(contentTops: [Double]) -> Scene {
        Scene(name: "curl-rest", summary: "test", size: size, defaultScale: 1,
              from: Screen(name: "blue", backgroundColor: blue) { s in
                  let v = View(frame: Rect(x: 0, y: 0, width: s.width, height: s.height))
                  v.backgroundColor = blue
                  return v
              },
              to: Screen(name: "green-\(contentTops)", backgroundColor: green) { s in
                  let v = View(frame: Rect(x: 0, y: 0, width: s.width, height: s.height))
                  v.backgroundColor = green
                  for top in contentTops {
                      let bar = View(frame: Rect(x: 20, y: top, width: s.width - 40, height: 20))
                      bar.backgroundColor = red
                      v.addSubview(bar)
                  }
                  return v
              },
              transition: "partial-curl")
    }

    /// (subview tops, where the content starts after UIKit's 40-pt clamp)
    static let layouts: [([Double], Double)] = [([0, 120], 40), ([500, 300, 340], 300)]

    @Test("UIKit's revealed height: H − max(40, minY of the topmost subview)", arguments: layouts)
    func revealedHeight(tops: [Double], contentTop: Double) throws {
        let v = Self.scene(contentTops: tops).to.build(Self.size)
        #expect(PartialCurlAnimator.revealedHeight(under: v) == 400 - contentTop)
        #expect(PartialCurlAnimator.revealedHeight(under: View(frame: Rect(x: 0, y: 0, width: 10, height: 10))) == nil)
    }

    @Test("at rest the curl's outer side comes down exactly to where the content starts, at its lowest point",
          arguments: layouts)
    func restingBoundary(tops: [Double], contentTop: Double) throws {
        let plan = try TransitionPlan(scene: Self.scene(contentTops: tops), settings: RenderSettings(scale: 1))
        let run = plan.makeRun()
        run.advance(to: 0)
        let curl = try #require(run.container.layer.sublayers.compactMap { $0 as? PageCurlLayer }.first)
        let axis = curl.geometry.axis(progress: 1), r = curl.geometry.cylinder.radius
        // The outer side: the axis moved r along its normal; its y at the page's left and right edges.
        let o = Point(x: axis.origin.x + r * axis.normal.x, y: axis.origin.y + r * axis.normal.y)
        func y(atX x: Double) -> Double { o.y + (x - o.x) / axis.direction.x * axis.direction.y }
        expectApproximatelyEqual(max(y(atX: 0), y(atX: 200)), contentTop, within: 1e-9, "lowest point of the curl at \(max(y(atX: 0), y(atX: 200)))")
    }

    @Test("pixels at rest: above the content top the page, just below it the shadowed to-screen, past the shadow the to-screen exactly",
          arguments: layouts)
    func restingPixels(tops: [Double], contentTop: Double) throws {
        let scene = Self.scene(contentTops: tops)
        let plan = try TransitionPlan(scene: scene, settings: RenderSettings(scale: 1))
        let last = try FrameRenderer(plan: plan).renderFrame(plan.frameCount - 1).copy()
        let to = try UIKitTestSupport.still(scene.to, size: Self.size)
        // The ground shadow reaches 1.25 r = 45 pt past the outer side, along the normal.
        let shadowEnd = Int((contentTop + 45 / cos(10 * Double.pi / 180)).rounded(.up)) + 1
        for y in shadowEnd..<400 { for x in 0..<200 { #expect(last[x, y] == to[x, y], "(\(x), \(y))") } }
        // At the left edge, where the curl comes lowest: 4 pt above the content top the curl
        // covers the screen (blue page or its lighter back, never green); 2 pt below it the
        // green screen shows, darkened by the shadow.
        let above = last[1, Int(contentTop) - 4], below = last[1, Int(contentTop) + 2]
        #expect(above.b > above.g, "above the content top: \(above)")
        #expect(below.r == 0 && below.b == 0 && below.g > 100 && below.g < 255, "below the content top: \(below)")
    }
}
