import Foundation

// Status: UIMotionEffect, UIInterpolatingMotionEffect (keyPath, type, minimum/maximumRelativeValue)
// and UIMotionEffectGroup, with keyPathsAndRelativeValues(forViewerOffset:) as UIKit computes it
// (the offset's component along the effect's axis, -1...1, interpolates linearly from the minimum
// to the maximum), and UIView.motionEffects/addMotionEffect/removeMotionEffect. A recording's
// device lies still in front of the viewer: the viewer offset is zero, so an effect shows its
// values at rest, the middle of each range; that is nothing for the usual symmetric parallax
// (-x...x), and a range whose middle is not zero is reported as a warning (not applied to the
// view). Absent: device motion (the offset never changes).

/// Values for key paths of a view, from where the viewer is.
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The relative values for `viewerOffset` (each component -1...1), by key path; nil: none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A key path's relative value between two bounds, following one axis of the device's tilt.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt drives the value.
    public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }

    public let keyPath: String
    public let type: EffectType
    /// The value at offset -1 (a CGFloat or an NSNumber).
    open var minimumRelativeValue: Any?
    /// The value at offset 1.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else { return nil }
        let t = min(max(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical, -1), 1)
        return [keyPath: low + (high - low) * (t + 1) / 2]
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}

/// Several motion effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for e in motionEffects ?? [] {
            for (k, v) in e.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { all[k] = v }
        }
        return all.isEmpty ? nil : all
    }
}

private nonisolated(unsafe) var motionEffectsKey: UInt8 = 0

extension UIView {
    /// The view's motion effects.
    public var motionEffects: [UIMotionEffect] {
        get { withUnsafePointer(to: &motionEffectsKey) { objc_getAssociatedObject(self, $0) as? [UIMotionEffect] } ?? [] }
        set {
            for e in newValue { Self.reportRestValues(of: e) }
            withUnsafePointer(to: &motionEffectsKey) { objc_setAssociatedObject(self, $0, newValue.isEmpty ? nil : newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
    }

    /// Adds an effect (its values follow the viewer; at rest in a recording, see the file note).
    public func addMotionEffect(_ effect: UIMotionEffect) { motionEffects.append(effect) }

    public func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }

    private static func reportRestValues(of effect: UIMotionEffect) {
        for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) ?? [:] {
            if let v = UIInterpolatingMotionEffect.number(value), v == 0 { continue }
            RecordingLog.warning("motion effect on '\(keyPath)': its value at rest is \(value), which is not applied (a recording's device never tilts; only effects centred on zero show as on a still device)")
        }
    }
}
