import XCTest
import UIKit
import Raster
import Transitions

/// UISlider keeps its value in range and draws iOS's track and thumb where the value puts them.
final class UISliderTests: XCTestCase {
    func testTheValueStaysInRangeAndFollowsItsBounds() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.maximumValue, 1)
        s.value = 2
        XCTAssertEqual(s.value, 1)
        s.minimumValue = -1
        s.value = -3
        XCTAssertEqual(s.value, -1)
        s.minimumValue = 0.5   // the value moves into the new range
        XCTAssertEqual(s.value, 0.5)
        s.maximumValue = 0.2   // below the minimum: both become 0.2
        XCTAssertEqual(s.minimumValue, 0.2)
        XCTAssertEqual(s.value, 0.2)
    }

    func testTheThumbTravelsTheTrackInsetByHalfAThumb() {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let track = s.trackRect(forBounds: s.bounds)
        XCTAssertEqual(track, CGRect(x: 0, y: 18, width: 200, height: 4))
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0).midX, 14)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 1).midX, 186)
        XCTAssertEqual(s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.25), CGRect(x: 43, y: 6, width: 28, height: 28))
    }

    func testItDrawsTheFilledTrackTheRestAndTheThumb() throws {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        s.minimumTrackTintColor = .red
        s.maximumTrackTintColor = .green
        s.value = 0.25   // thumb centre at 14 + 172 × 0.25 = 57
        let p = try renderAlone(s, width: 200, height: 40)
        XCTAssertEqual(p[20, 20], PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(p[150, 20], PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(p[57, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(p[150, 10], PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "the track is 4 pt high")
        // Without colours: the tint fills, iOS's light grey is the rest, the thumb is white.
        let plain = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        plain.value = 0.5
        let q = try renderAlone(plain, width: 200, height: 40)
        XCTAssertEqual(q[30, 20], PremultipliedColor(r: 0, g: 122, b: 255, a: 255))
        XCTAssertEqual(q[170, 20], PremultipliedColor(r: 231, g: 231, b: 233, a: 255))
        XCTAssertEqual(q[100, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        plain.thumbTintColor = .blue
        XCTAssertEqual(try renderAlone(plain, width: 200, height: 40)[100, 20], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testSetValueAnimatedSlidesTheThumb() throws {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let clock = Timeline()
        clock.run { s.setValue(1, animated: true) }
        XCTAssertEqual(s.value, 1)
        clock.advance(to: 0.125)
        // Half way through the default ease-in-out: the thumb's centre is half way, 100.
        let mid = Pixmap(width: 200, height: 40)!
        try LayerRenderer(width: 200, height: 40, scale: 1)!.render(s.layer.base, at: 0.125, into: Canvas(target: mid), background: .black)
        XCTAssertEqual(mid[100, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertNotEqual(mid[186, 20], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
