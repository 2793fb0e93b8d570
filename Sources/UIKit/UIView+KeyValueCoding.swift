// Key-value coding on UIView: value(forKey:)/setValue(_:forKey:) on the view's properties by
// their Objective-C names (frame, bounds, center, alpha, backgroundColor, tintColor, hidden,
// transform, tag, clipsToBounds, opaque, userInteractionEnabled, layer, superview, subviews),
// and the key-path forms, which go on through `layer.` into CALayer's key-value coding
// (`layer.transform.rotation.z`). Values come back as the properties' Swift types; geometry casts
// to NSValue and CGFloat to NSNumber as on Apple platforms (NSValue+Bridging.swift), and setters
// take either. A key UIView does not have is an error naming it (iOS raises
// NSUndefinedKeyException), and nothing is stored.

extension UIView {
    /// The value of the property named `key`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "frame": return frame
        case "bounds": return bounds
        case "center": return center
        case "alpha": return alpha
        case "backgroundColor": return backgroundColor
        case "tintColor": return tintColor
        case "hidden", "isHidden": return isHidden
        case "transform": return transform
        case "tag": return tag
        case "clipsToBounds": return clipsToBounds
        case "opaque", "isOpaque": return isOpaque
        case "userInteractionEnabled", "isUserInteractionEnabled": return isUserInteractionEnabled
        case "layer": return layer
        case "superview": return superview
        case "subviews": return subviews
        default:
            RecordingLog.error("\(type(of: self)).value(forKey: \"\(key)\"): UIView has no key '\(key)' (iOS raises NSUndefinedKeyException)")
            return nil
        }
    }

    /// The value at a key path: a key of the view, or `layer.` and a key path of its layer.
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath.hasPrefix("layer.") { return layer.value(forKeyPath: String(keyPath.dropFirst(6))) }
        return value(forKey: keyPath)
    }

    /// Sets the property named `key`; a value of the wrong type is an error naming the key.
    public func setValue(_ value: Any?, forKey key: String) {
        func wrong(_ expected: String) {
            RecordingLog.error("\(type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not \(expected)")
        }
        func number() -> CGFloat? { value.flatMap { $0 as? CGFloat ?? ($0 as? NSNumber).map { CGFloat($0.doubleValue) } } }
        func bool() -> Bool? { value.flatMap { $0 as? Bool ?? ($0 as? NSNumber)?.boolValue } }
        switch key {
        case "frame": if let r = value as? CGRect { frame = r } else { wrong("a CGRect") }
        case "bounds": if let r = value as? CGRect { bounds = r } else { wrong("a CGRect") }
        case "center": if let p = value as? CGPoint { center = p } else { wrong("a CGPoint") }
        case "alpha": if let a = number() { alpha = a } else { wrong("a number") }
        case "backgroundColor":
            if value == nil { backgroundColor = nil } else if let c = value as? UIColor { backgroundColor = c } else { wrong("a UIColor") }
        case "tintColor": if let c = value as? UIColor { tintColor = c } else { wrong("a UIColor") }
        case "hidden", "isHidden": if let b = bool() { isHidden = b } else { wrong("a Bool") }
        case "transform": if let t = value as? CGAffineTransform { transform = t } else { wrong("a CGAffineTransform") }
        case "tag": if let n = number() { tag = Int(n) } else { wrong("an Int") }
        case "clipsToBounds": if let b = bool() { clipsToBounds = b } else { wrong("a Bool") }
        case "opaque", "isOpaque": if let b = bool() { isOpaque = b } else { wrong("a Bool") }
        case "userInteractionEnabled", "isUserInteractionEnabled": if let b = bool() { isUserInteractionEnabled = b } else { wrong("a Bool") }
        default:
            RecordingLog.error("\(type(of: self)).setValue(_:forKey: \"\(key)\"): UIView has no settable key '\(key)' (iOS raises NSUndefinedKeyException); nothing was set")
        }
    }

    /// Sets the value at a key path: a key of the view, or `layer.` and a key path of its layer.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("layer.") { layer.setValue(value, forKeyPath: String(keyPath.dropFirst(6))); return }
        setValue(value, forKey: keyPath)
    }
}
