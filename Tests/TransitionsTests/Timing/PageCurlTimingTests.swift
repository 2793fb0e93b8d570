import Foundation
import Raster
import Testing
@testable import Transitions
import TestSupport

/// The page curl layer's progress over its duration: its timing curve, mirrored when uncurling.
@Suite("Curl: the curl's progress over time")
struct PageCurlTimingTests {
    @Test("progress follows its timing curve over the duration, reversed when uncurling",
          arguments: [TimingCurve.easeInEaseOut, .system], [0.0, 0.1, 0.3, 0.5, 0.9, 1.2])
    func progressFollowsCurve(curve: TimingCurve, time: Double) throws {
        let g = try #require(PageCurlGeometry(page: Rect(x: 0, y: 0, width: 10, height: 10), radius: 2, angle: 0, restingFraction: 0.5))
        let image = try #require(Pixmap(width: 10, height: 10))
        let up = PageCurlLayer(geometry: g, image: image, beginTime: 0.1, duration: 0.6, timingCurve: curve, isUncurling: false)
        let down = PageCurlLayer(geometry: g, image: image, beginTime: 0.1, duration: 0.6, timingCurve: curve, isUncurling: true)
        let f = min(max((time - 0.1) / 0.6, 0), 1)
        expectApproximatelyEqual(up.progress(at: time), curve.value(at: f), within: 1e-12)
        expectApproximatelyEqual(up.progress(at: time) + down.progress(at: time), 1, within: 1e-12)
    }
}
