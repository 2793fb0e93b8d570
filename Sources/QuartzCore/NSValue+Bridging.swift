import Foundation

// Bridging of geometry to NSValue and of CGFloat to NSNumber, as Swift on Apple platforms
// bridges them: `value as! NSValue` on a CGRect that key-value coding returned, `nsValue as?
// CGRect`, `anyNumber as? CGFloat` on an NSNumber and `cgFloat as! NSNumber` all work (Foundation
// on Linux bridges Double, Float and Int itself, not these). Covers CGPoint, CGSize, CGRect,
// CGVector, CGAffineTransform, CATransform3D and CGFloat; a cast from an NSValue holding another
// type fails (nil), as it does on Apple platforms.

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CGPoint?) { result = v.boxed(CGPoint.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CGPoint?) -> Bool {
        result = v.boxed(CGPoint.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CGPoint { v?.boxed(CGPoint.self) ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CGSize?) { result = v.boxed(CGSize.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CGSize?) -> Bool {
        result = v.boxed(CGSize.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CGSize { v?.boxed(CGSize.self) ?? .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CGRect?) { result = v.boxed(CGRect.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CGRect?) -> Bool {
        result = v.boxed(CGRect.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CGRect { v?.boxed(CGRect.self) ?? .zero }
}

extension CGVector: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CGVector?) { result = v.boxed(CGVector.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CGVector?) -> Bool {
        result = v.boxed(CGVector.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CGVector { v?.boxed(CGVector.self) ?? .zero }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CGAffineTransform?) { result = v.boxed(CGAffineTransform.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CGAffineTransform?) -> Bool {
        result = v.boxed(CGAffineTransform.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CGAffineTransform { v?.boxed(CGAffineTransform.self) ?? .identity }
}

extension CATransform3D: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    public static func _forceBridgeFromObjectiveC(_ v: NSValue, result: inout CATransform3D?) { result = v.boxed(CATransform3D.self) }
    public static func _conditionallyBridgeFromObjectiveC(_ v: NSValue, result: inout CATransform3D?) -> Bool {
        result = v.boxed(CATransform3D.self); return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ v: NSValue?) -> CATransform3D { v?.boxed(CATransform3D.self) ?? CATransform3DIdentity }
}

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ n: NSNumber, result: inout CGFloat?) { result = CGFloat(n.doubleValue) }
    public static func _conditionallyBridgeFromObjectiveC(_ n: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(n.doubleValue); return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ n: NSNumber?) -> CGFloat { CGFloat(n?.doubleValue ?? 0) }
}
