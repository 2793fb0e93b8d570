import XCTest
import UIKit
import Transitions

/// Custom animatable keys of layer subclasses (`@NSManaged var` as port rewrites it): stored by
/// key, animated by CABasicAnimation, seen by presentation() and by display() every frame.
final class CALayerCustomKeyTests: XCTestCase {
    /// A layer subclass as port writes one with `@NSManaged var radius: CGFloat`.
    private final class Ring: CALayer {
        var radius: CGFloat { get { managedValue(forKey: "radius") } set { setValue(newValue, forKey: "radius") } }
        var tint: CGColor? { get { managedValue(forKey: "tint") } set { setValue(newValue, forKey: "tint") } }
        /// The radius each display saw, itself and through presentation().
        var seen: [CGFloat] = []
        var seenThroughPresentation: [CGFloat?] = []
        override class func needsDisplay(forKey key: String) -> Bool { key == "radius" || super.needsDisplay(forKey: key) }
        override func display() {
            seen.append(radius)
            seenThroughPresentation.append(presentation()?.radius)
        }
        override class func _portMakeLayer() -> CALayer? { Ring() }
        override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { Ring(layer: layer) }
    }

    func testAManagedPropertyReadsZeroUntilSetAndConvertsNumbers() {
        let layer = Ring()
        XCTAssertEqual(layer.radius, 0, "an @NSManaged number reads zero before it is set")
        XCTAssertNil(layer.tint)
        layer.radius = 8
        XCTAssertEqual(layer.radius, 8)
        XCTAssertEqual(layer.value(forKey: "radius") as? CGFloat, 8)
        layer.setValue(12.5 as Double, forKey: "radius")
        XCTAssertEqual(layer.radius, 12.5, "a Double set by key reads back as the property's CGFloat")
        layer.setValue(NSNumber(value: 3), forKey: "radius")
        XCTAssertEqual(layer.radius, 3)
        layer.tint = UIColor.red.cgColor
        XCTAssertEqual(layer.tint, UIColor.red.cgColor)
        XCTAssertTrue(layer.needsDisplay(), "needsDisplay(forKey: \"radius\") marks the layer")
    }

    func testABasicAnimationOfACustomKeyIsSeenByDisplayEveryFrameAndByPresentation() throws {
        let layer = Ring()
        // A layer with an area: one without stays marked until it has a size (CALayer+Display.swift).
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let clock = Timeline()
        clock.run {
            layer.radius = 100
            let a = CABasicAnimation(keyPath: "radius")
            a.fromValue = 20
            a.duration = 2
            layer.add(a, forKey: "grow")
            CALayer.displayPendingLayers()
        }
        XCTAssertEqual(layer.seen.last, 20, "at t = 0 the animation shows its fromValue")
        clock.advance(to: 0.5)
        clock.run { CALayer.displayPendingLayers() }
        // Linear from 20 to the model value 100 over 2 s: 20 + 80 * 0.25 at t = 0.5.
        XCTAssertEqual(layer.seen.last ?? 0, 40, accuracy: 1e-9)
        XCTAssertEqual((layer.seenThroughPresentation.last ?? nil) ?? 0, 40, accuracy: 1e-9)
        XCTAssertEqual(layer.radius, 100, "the model keeps its value outside display")
        let shown = try XCTUnwrap(clock.run { layer.presentation() })
        XCTAssertEqual(shown.radius, 40, accuracy: 1e-9, "presentation() is a Ring holding the animated value")
        clock.advance(to: 1.5)
        clock.run { CALayer.displayPendingLayers() }
        XCTAssertEqual(layer.seen.last ?? 0, 80, accuracy: 1e-9)
        let displays = layer.seen.count
        clock.advance(to: 2.5)
        clock.run { CALayer.displayPendingLayers() }
        XCTAssertEqual(layer.seen.last, 100, "after the end it displays once more with the model value")
        clock.advance(to: 3)
        clock.run { CALayer.displayPendingLayers() }
        XCTAssertEqual(layer.seen.count, displays + 1, "and then no longer every frame")
    }

    func testAnUnknownKeyWithNoValueIsStillAnError() {
        let layer = CALayer()
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) {
            let a = CABasicAnimation(keyPath: "opactiy")
            a.toValue = 0.5
            layer.add(a, forKey: nil)
        }
        XCTAssertNil(layer.animationKeys(), "a key the layer holds nothing for (a typo) is not animated")
        XCTAssertTrue(log.errors.contains { $0.contains("opactiy") && $0.contains("did you mean 'opacity'") }, "\(log.errors)")
    }

    /// DeckTransition's corner layer: its action for the custom key copies the timing of the
    /// action UIView gives for backgroundColor inside an animation block.
    private final class CornerLayer: CAShapeLayer {
        var radius: CGFloat { get { managedValue(forKey: "radius") } set { setValue(newValue, forKey: "radius") } }
        override class func needsDisplay(forKey key: String) -> Bool { key == "radius" || super.needsDisplay(forKey: key) }
        override func action(forKey event: String) -> CAAction? {
            guard event == "radius", let action = super.action(forKey: "backgroundColor") as? CAAnimation else {
                return super.action(forKey: event)
            }
            let a = CABasicAnimation(keyPath: "radius")
            a.fromValue = presentation()?.value(forKey: event) ?? radius
            a.duration = action.duration
            a.beginTime = action.beginTime
            a.fillMode = action.fillMode
            a.timingFunction = action.timingFunction
            return a
        }
        override func display() {
            path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: presentation()?.radius ?? radius, height: 1)).cgPath
        }
        override class func _portMakeLayer() -> CALayer? { CornerLayer() }
        override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { CornerLayer(layer: layer) }
    }
    private final class CornerView: UIView {
        override class var layerClass: AnyClass { CornerLayer.self }
    }

    func testACustomKeySetInsideAnimationBlockAnimatesWithTheBlocksTiming() throws {
        let clock = Timeline()
        let view = clock.run { CornerView(frame: CGRect(x: 0, y: 0, width: 100, height: 10)) }
        let layer = try XCTUnwrap(view.layer as? CornerLayer, "layerClass makes the subclass")
        clock.run {
            XCTAssertNil(layer.action(forKey: "radius"), "outside a block UIView answers NSNull: no action")
            layer.radius = 10
            CALayer.displayPendingLayers()
        }
        XCTAssertEqual(layer.path?.boundingBox.width ?? 0, 10, accuracy: 1e-9, "outside a block the change shows at once")
        clock.run {
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { layer.radius = 50 }
        }
        XCTAssertEqual(layer.animation(forKey: "radius")?.duration, 1)
        clock.advance(to: 0.25)
        clock.run { CALayer.displayPendingLayers() }
        XCTAssertEqual(layer.path?.boundingBox.width ?? 0, 10, accuracy: 1e-9, "during the delay the old value holds (backwards fill)")
        clock.advance(to: 1.25)
        clock.run { CALayer.displayPendingLayers() }
        // Linear from 10 to 50, 0.75 of the way at t = 1.25.
        XCTAssertEqual(layer.path?.boundingBox.width ?? 0, 40, accuracy: 1e-9)
        clock.advance(to: 2)
        clock.run { CALayer.displayPendingLayers() }
        XCTAssertEqual(layer.path?.boundingBox.width ?? 0, 50, accuracy: 1e-9)
    }

    func testUIViewGivesItsLayerAnActionWithTheBlocksTimingOnlyInsideABlock() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: CAAction?
        var spring: CAAction?
        Timeline().run {
            UIView.animate(withDuration: 0.7, delay: 0, options: .curveEaseIn) { inside = view.action(for: view.layer, forKey: "opacity") }
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                spring = view.action(for: view.layer, forKey: "position")
            }
        }
        let a = try XCTUnwrap(inside as? CABasicAnimation)
        XCTAssertEqual(a.duration, 0.7)
        XCTAssertEqual(a.keyPath, "opacity")
        XCTAssertEqual(a.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(a.fromValue as? Float, 1)
        XCTAssertTrue(spring is CASpringAnimation, "the spring form answers a CASpringAnimation")
        XCTAssertTrue(view.action(for: view.layer, forKey: "radius") is NSNull)
    }
}
