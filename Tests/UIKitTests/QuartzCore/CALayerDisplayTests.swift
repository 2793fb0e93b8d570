import XCTest
import UIKit
import Raster
import Transitions

/// CALayer's display cycle, custom layer classes, zPosition, contents placement, KVC and
/// NSValue animation values.
final class CALayerDisplayTests: XCTestCase {
    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    private let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    /// `layer` drawn with render(in:) at scale 1.
    private func rendered(_ layer: CALayer) -> Pixmap {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: layer.bounds.size, format: f).image { layer.render(in: $0.cgContext) }.pixmap
    }

    private func pixmap(_ colors: [[PremultipliedColor]]) -> Pixmap {
        let p = Pixmap(width: colors[0].count, height: colors.count)!
        for (y, row) in colors.enumerated() { for (x, c) in row.enumerated() { p[x, y] = c } }
        return p
    }

    private final class Dot: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    func testALayerDrawsOnlyWhenMarkedAtItsContentsScale() throws {
        let layer = Dot()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        layer.contentsScale = 2
        CALayer.displayPendingLayers()
        XCTAssertEqual(layer.draws, 0, "a new layer has no contents until setNeedsDisplay")
        XCTAssertNil(layer.contents)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay())
        CALayer.displayPendingLayers()
        XCTAssertEqual(layer.draws, 1)
        XCTAssertFalse(layer.needsDisplay())
        let image = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(image.width, 8)
        XCTAssertEqual(image.height, 4)
        XCTAssertEqual(image.pixmap[1, 1], red)
        XCTAssertEqual(image.pixmap[2, 2].a, 0)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 2)
        CALayer.displayPendingLayers()
        XCTAssertEqual(layer.draws, 2)
    }

    private final class Custom: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        override func action(forKey event: String) -> CAAction? {
            guard event == "opacity" else { return super.action(forKey: event) }
            let a = CABasicAnimation()
            a.duration = 1
            return a
        }
    }

    func testNeedsDisplayForKeyMarksTheLayerAndActionsAnimateChanges() {
        let layer = Custom()
        layer.setValue(0.5, forKey: "progress")
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.value(forKey: "progress") as? Double, 0.5)

        let clock = Timeline()
        clock.run { layer.opacity = 0 }
        clock.advance(to: 0.25)
        XCTAssertEqual(layer.base.presentation(at: 0.25).opacity, 0.75, accuracy: 1e-6,
                       "the action animates from the old opacity (1) to the new (0)")
        XCTAssertEqual(layer.opacity, 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        XCTAssertNil(layer.animation(forKey: "position"))
    }

    func testZPositionReordersSiblingsAndZeroKeepsTheOrder() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let a = CALayer(), b = CALayer()
        for (l, c) in [(a, UIColor.red), (b, UIColor.blue)] {
            l.frame = root.bounds
            l.backgroundColor = c.cgColor
            root.addSublayer(l)
        }
        XCTAssertEqual(rendered(root)[2, 2], blue, "equal zPositions draw in sublayer order")
        a.zPosition = 1
        XCTAssertEqual(rendered(root)[2, 2], red, "the larger zPosition draws on top")
        b.zPosition = 2
        XCTAssertEqual(rendered(root)[2, 2], blue)
        XCTAssertEqual(root.sublayers?.first, a, "zPosition does not change sublayers")
    }

    func testContentsGravityNamesAreYUpAndContentsRectCuts() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.contents = CGImage(pixmap: pixmap([[red, blue]]))
        layer.contentsGravity = .top
        var p = rendered(layer)
        XCTAssertEqual(p[1, 3], red, "on iOS .top puts the contents at the bottom edge")
        XCTAssertEqual(p[1, 0].a, 0)
        layer.contentsGravity = .bottomRight
        p = rendered(layer)
        XCTAssertEqual(p[3, 0], blue, ".bottomRight shows at the top right")
        layer.contentsGravity = .resize
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        p = rendered(layer)
        XCTAssertEqual(p[0, 0], blue)
        XCTAssertEqual(p[3, 3], blue)
        XCTAssertEqual((layer.contents as? CGImage)?.width, 2, "contents reads back whole")
    }

    func testKeyValueCodingRoundTripsAnimatableKeys() {
        let layer = CALayer()
        layer.setValue(Float(0.5), forKey: "opacity")
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 0.5)
        layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "position")
        XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual(layer.value(forKeyPath: "position.y") as? CGFloat, 4)
        layer.setValue(CGFloat(2), forKeyPath: "transform.scale")
        XCTAssertEqual(layer.transform.m11, 2, accuracy: 1e-12)
        XCTAssertEqual(layer.transform.m22, 2, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2, accuracy: 1e-12)
        layer.setValue(true, forKey: "hidden")
        XCTAssertTrue(layer.isHidden)
        layer.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
        XCTAssertEqual(layer.backgroundColor, UIColor.red.cgColor)
        layer.setValue("anything", forKey: "custom")
        XCTAssertEqual(layer.value(forKey: "custom") as? String, "anything")
        let other = CALayer()
        XCTAssertTrue(layer != other)
        XCTAssertTrue(layer == layer)
        XCTAssertFalse(layer.isEqual(other))
    }

    func testInitLayerCopiesTheProperties() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 7, height: 8)
        layer.opacity = 0.25
        layer.zPosition = 3
        let copy = CALayer(layer: layer)
        XCTAssertEqual(copy.bounds, layer.bounds)
        XCTAssertEqual(copy.opacity, 0.25)
        XCTAssertEqual(copy.zPosition, 3)
        XCTAssertTrue(copy !== layer)
    }

    func testNSValueAnimationValuesAnimateLikeTheRawValues() {
        func at(_ t: Double, _ configure: (CALayer) -> Void) -> CALayer {
            let layer = CALayer()
            let clock = Timeline()
            clock.run { configure(layer) }
            clock.advance(to: t)
            return clock.run { layer.presentation()! }
        }
        let boxed = at(0.5) { l in
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            a.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
            a.duration = 1
            l.add(a, forKey: "p")
            let t = CAKeyframeAnimation(keyPath: "transform")
            t.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))]
            t.duration = 1
            l.add(t, forKey: "t")
            let b = CABasicAnimation(keyPath: "bounds")
            b.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 20))
            b.duration = 1
            l.add(b, forKey: "b")
        }
        let raw = at(0.5) { l in
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = CGPoint(x: 0, y: 0)
            a.toValue = CGPoint(x: 100, y: 40)
            a.duration = 1
            l.add(a, forKey: "p")
            let t = CAKeyframeAnimation(keyPath: "transform")
            t.values = [CATransform3DIdentity, CATransform3DMakeScale(3, 3, 1)]
            t.duration = 1
            l.add(t, forKey: "t")
            let b = CABasicAnimation(keyPath: "bounds")
            b.toValue = CGRect(x: 0, y: 0, width: 10, height: 20)
            b.duration = 1
            l.add(b, forKey: "b")
        }
        XCTAssertEqual(boxed.position, CGPoint(x: 50, y: 20))
        XCTAssertEqual(boxed.position, raw.position)
        XCTAssertEqual(boxed.transform, raw.transform)
        XCTAssertEqual(boxed.transform.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(boxed.bounds, raw.bounds)
        XCTAssertEqual(boxed.bounds.size, CGSize(width: 5, height: 10))
        XCTAssertEqual(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue, CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 1, height: 2)).cgSizeValue, CGSize(width: 1, height: 2))
    }

    func testConvertTimeIsTheSharedClock() {
        let a = CALayer(), b = CALayer()
        XCTAssertEqual(a.convertTime(1.5, from: b), 1.5)
        XCTAssertEqual(a.convertTime(2, to: nil), 2)
    }

}

/// zPosition under perspective brings a layer towards the viewer (it shows larger).
final class CALayerZPositionPerspectiveTests: XCTestCase {
    func testAPositiveZPositionShowsLargerUnderPerspective() {
        func ink(_ z: CGFloat) -> Double {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            var t = CATransform3DIdentity
            t.m34 = -1 / 100
            root.sublayerTransform = t
            let child = CALayer()
            child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            child.backgroundColor = UIColor.white.cgColor
            child.zPosition = z
            root.addSublayer(child)
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            let p = UIGraphicsImageRenderer(size: root.bounds.size, format: f).image { root.render(in: $0.cgContext) }.pixmap
            return p.pixels.reduce(0) { $0 + Double($1 >> 24) / 255 }
        }
        XCTAssertEqual(ink(0), 400, accuracy: 1e-6)
        // At z = 50 with the eye at 100, the square is drawn 100 / (100 - 50) = 2 times larger.
        XCTAssertEqual(ink(50), 1600, accuracy: 1)
    }
}

/// Converting between layers, cropping images, PNG data, rasterization hints.
final class CALayerGeometryAndImageTests: XCTestCase {
    func testConvertGoesThroughPositionsAnchorsAndTransforms() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
        root.addSublayer(a)
        let b = CALayer()
        b.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        b.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))   // about its centre (10, 10) in a
        a.addSublayer(b)
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 10 + 0, y: 20 + 0))
        XCTAssertEqual(b.convert(CGPoint(x: 10, y: 10), to: a), CGPoint(x: 20, y: 20))
        XCTAssertEqual(root.convert(CGPoint(x: 30, y: 40), to: b), CGPoint(x: 10, y: 10))
        XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: root), CGRect(x: -10, y: -20, width: 10, height: 10))
        XCTAssertEqual(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root), CGRect(x: 10, y: 20, width: 20, height: 20))
    }

    func testCroppingAndPNGDataRoundTrip() throws {
        let p = Pixmap(width: 4, height: 2)!
        p[3, 1] = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        let cropped = try XCTUnwrap(CGImage(pixmap: p).cropping(to: CGRect(x: 2, y: 1, width: 2, height: 1)))
        XCTAssertEqual(cropped.width, 2)
        XCTAssertEqual(cropped.height, 1)
        XCTAssertEqual(cropped.pixmap[1, 0].b, 255)
        XCTAssertNil(CGImage(pixmap: p).cropping(to: CGRect(x: 10, y: 10, width: 1, height: 1)))
        let data = try XCTUnwrap(UIImage(cgImage: cropped).pngData())
        let back = try XCTUnwrap(UIImage(data: data, scale: 2))
        XCTAssertEqual(back.size, CGSize(width: 1, height: 0.5))
        XCTAssertEqual(back.pixmap[1, 0].b, 255)
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) { XCTAssertNil(UIImage(data: Data([1, 2, 3]))) }
        XCTAssertEqual(log.errors.count, 1)
    }

    func testRasterizingBelowTheScreensScaleIsWarnedAboutOnce() {
        let log = RecordingLog()
        MainScreen.$scale.withValue(3) {
            RecordingLog.$current.withValue(log) {
                let l = CALayer(), m = CALayer()
                l.shouldRasterize = true
                l.rasterizationScale = 3   // set after: no warning
                m.shouldRasterize = true
                CALayer.displayPendingLayers()
            }
        }
        XCTAssertEqual(log.warnings.count, 1)
        XCTAssertTrue(log.warnings.first?.contains("rasterizationScale 1.0") ?? false, log.warnings.description)
    }
}

/// KVC on a shape layer's own keys.
final class CAShapeLayerKeyValueTests: XCTestCase {
    func testShapeKeysRoundTrip() {
        let s = CAShapeLayer()
        s.setValue(UIColor.red.cgColor, forKey: "fillColor")
        XCTAssertEqual(s.fillColor, UIColor.red.cgColor)
        s.setValue(CGFloat(3), forKey: "lineWidth")
        XCTAssertEqual(s.value(forKey: "lineWidth") as? CGFloat, 3)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        s.setValue(path, forKey: "path")
        XCTAssertEqual(s.path, path)
    }
}

/// Hit testing among sublayers follows geometry and zPosition.
final class CALayerHitTestTests: XCTestCase {
    func testHitTestFindsTheTopmostContainingLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        b.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        root.addSublayer(a)
        root.addSublayer(b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === b, "the later sibling is on top")
        a.zPosition = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === a, "a larger zPosition is on top")
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 150, y: 10)))
        XCTAssertTrue(b.contains(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(b.contains(CGPoint(x: -1, y: 1)))
    }
}
