import Foundation
import Raster
import Testing
import TestSupport
import Transitions
import UIKit
@testable import TransitionCatalog

/// Where partial-curl comes to rest: UIKit reveals H − max(40, minY of the to-view's topmost
/// subview) from the bottom (decompiled UITransitionView, case 13). Two layouts: content from
/// the very top (clamped to 40 pt) and content starting 300 pt down.
@Suite("Curl: the resting height follows the to-view's layout", .uikitTurns)
struct PartialCurlRestTests {
    static let size = Size(width: 200, height: 400)

    /// A blue page over a green screen whose subviews (red bars) start at the given tops.
    static func scene(contentTops: [Double]) -> UIKitScene {
        let page = UIKitScreen(name: "blue") { s in
            let v = UIView(frame: CGRect(origin: .zero, size: s))
            v.backgroundColor = .blue
            return v
        }
        let content = UIKitScreen(name: "green-\(contentTops)") { s in
            let v = UIView(frame: CGRect(origin: .zero, size: s))
            v.backgroundColor = .green
            for top in contentTops {
                let bar = UIView(frame: CGRect(x: 20, y: top, width: s.width - 40, height: 20))
                bar.backgroundColor = .red
                v.addSubview(bar)
            }
            return v
        }
        return UIKitScene(name: "curl-rest", summary: "test", size: size, defaultScale: 1, from: page, to: content, transition: "partial-curl")
    }

    /// (subview tops, where the content starts after UIKit's 40-pt clamp)
    static let layouts: [([Double], Double)] = [([0, 120], 40), ([500, 300, 340], 300)]

    @Test("at rest the curl's outer side comes down exactly to where the content starts, at its lowest point",
          arguments: layouts)
    func restingBoundary(tops: [Double], contentTop: Double) throws {
        var curl: PageCurlLayer?
        try CatalogProbe.run("partial-curl", scene: Self.scene(contentTops: tops), at: [0]) { _, p in
            curl = p.container?.layer.base.sublayers.compactMap { $0 as? PageCurlLayer }.first
        }
        let c = try #require(curl)
        let axis = c.geometry.axis(progress: 1), r = c.geometry.cylinder.radius
        // The outer side: the axis moved r along its normal; its y at the page's left and right edges.
        let o = Point(x: axis.origin.x + r * axis.normal.x, y: axis.origin.y + r * axis.normal.y)
        func y(atX x: Double) -> Double { o.y + (x - o.x) / axis.direction.x * axis.direction.y }
        expectApproximatelyEqual(max(y(atX: 0), y(atX: 200)), contentTop, within: 1e-9, "lowest point of the curl at \(max(y(atX: 0), y(atX: 200)))")
    }

    @Test("pixels at rest: above the content top the page, just below it the shadowed to-screen, past the shadow the to-screen exactly",
          arguments: layouts)
    func restingPixels(tops: [Double], contentTop: Double) throws {
        let scene = Self.scene(contentTops: tops)
        let recorded = try SceneRecording(scene: scene, settings: RenderSettings(scale: 1))
        let last = try recorded.recording.frame(recorded.frameCount - 1)
        let to = try CatalogRecordingSupport.still(scene.to, size: Self.size, scale: 1)
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
