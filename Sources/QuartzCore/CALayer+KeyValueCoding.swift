internal import Raster
package import Transitions

// Key-value coding on CALayer: value(forKey:), setValue(_:forKey:), value(forKeyPath:) and
// setValue(_:forKeyPath:) on every animatable key path (position.x, transform.scale …) and the
// layer's other properties; CALayer is a key-value container, so other keys store any value.
// Values come back as the property's Swift type (CGFloat, Float, CGPoint, CATransform3D …);
// setters accept those, NSNumber and NSValue boxes. Not here: key-value observing.

extension CALayer {
    /// The value of a property by its name (or a value stored under another key).
    public func value(forKey key: String) -> Any? {
        if let v = namedValue(key) { return v }
        if let k = CAKeyPath(key, isShapeLayer: self is CAShapeLayer) { return keyPathValue(k) }
        return customValue(forKey: key)
    }

    /// The value at a key path (`transform.rotation.z`, `bounds.size.width` …).
    public func value(forKeyPath keyPath: String) -> Any? {
        if let k = CAKeyPath(keyPath, isShapeLayer: self is CAShapeLayer) { return keyPathValue(k) }
        return value(forKey: keyPath)
    }

    /// Sets a property by its name; other keys store the value (and mark the layer for display
    /// when the class's needsDisplay(forKey:) says so). A value of the wrong kind is an error.
    public func setValue(_ value: Any?, forKey key: String) {
        if setNamedValue(value, key) { return }
        if let k = CAKeyPath(key, isShapeLayer: self is CAShapeLayer) { setKeyPathValue(value, k); return }
        setCustomValue(value, forKey: key)
    }

    /// Sets the value at a key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let k = CAKeyPath(keyPath, isShapeLayer: self is CAShapeLayer), namedValue(keyPath) == nil || keyPath.contains(".") {
            setKeyPathValue(value, k)
            return
        }
        setValue(value, forKey: keyPath)
    }

    private func keyPathValue(_ k: CAKeyPath) -> Any? {
        guard let whole = base.modelValue(k.property) else { return nil }
        let part = k.read.map { $0(whole) } ?? whole
        return part.flatMap { CALayer.swiftValue($0, k.kind, keyPath: k.keyPath) }
    }

    private func setKeyPathValue(_ value: Any?, _ k: CAKeyPath) {
        guard let value else {
            RecordingLog.error("CALayer.setValue(nil, forKeyPath: '\(k.keyPath)') on \(describedForMessages): the key path needs a value")
            return
        }
        let v: AnimatableValue
        do { v = try k.engineValue(value, field: "value") } catch {
            RecordingLog.error("CALayer.setValue(_:forKeyPath:) on \(describedForMessages): \(error.description)")
            return
        }
        guard let whole = base.modelValue(k.property), let new = k.write.map({ $0(whole, v) }) ?? v else { return }
        willChange(k.property)
        base.setModelValue(new, for: k.property)
        if type(of: self).needsDisplay(forKey: k.keyPath) { setNeedsDisplay() }
    }

    /// An engine value as the Swift type the property has.
    package static func swiftValue(_ v: AnimatableValue, _ kind: CAKeyPath.ValueKind, keyPath: String = "") -> Any? {
        switch (kind, v) {
        case (.number, .number(let x)): return ["opacity", "shadowOpacity"].contains(keyPath) ? Float(x) as Any : CGFloat(x) as Any
        case (.point, .point(let p)): return CGPoint(p)
        case (.size, .size(let s)): return CGSize(s)
        case (.rect, .rect(let r)): return CGRect(r)
        case (.color, .color(let c)): return CGColor(c)
        case (.transform, .transform(let t)): return CATransform3D(t)
        case (.path, .path(let p)): return CGPath(path: p)
        default: return nil
        }
    }

    /// Properties that are not animatable key paths, by their KVC names (both spellings of booleans).
    private func namedValue(_ key: String) -> Any? {
        switch key {
        case "frame": return frame
        case "sublayerTransform": return sublayerTransform
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "doubleSided", "isDoubleSided": return isDoubleSided
        case "opaque", "isOpaque": return isOpaque
        case "name": return name
        case "contents": return contents
        case "contentsScale": return contentsScale
        case "contentsRect": return contentsRect
        case "contentsGravity": return contentsGravity.rawValue
        case "shadowColor": return shadowColor
        case "shadowPath": return shadowPath
        case "mask": return mask
        case "sublayers": return sublayers
        case "superlayer": return superlayer
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        case "allowsGroupOpacity": return allowsGroupOpacity
        default: return nil
        }
    }

    /// Sets a property that is not an animatable key path; false for other keys.
    private func setNamedValue(_ value: Any?, _ key: String) -> Bool {
        func wrong(_ expected: String) -> Bool {
            RecordingLog.error("CALayer.setValue(_:forKey: '\(key)') on \(describedForMessages): \(value.map { "\(type(of: $0))" } ?? "nil") is not \(expected)")
            return true
        }
        let unboxed = value.map(NSValue.unboxed)
        func bool() -> Bool? { (unboxed as? Bool) ?? (unboxed as? NSNumber)?.boolValue }
        func number() -> CGFloat? {
            if let v = unboxed as? CGFloat { return v }
            if let v = unboxed as? Double { return CGFloat(v) }
            if let v = unboxed as? Float { return CGFloat(v) }
            if let v = unboxed as? Int { return CGFloat(v) }
            return (unboxed as? NSNumber).map { CGFloat($0.doubleValue) }
        }
        switch key {
        case "frame": guard let r = unboxed as? CGRect else { return wrong("a CGRect") }; frame = r
        case "sublayerTransform": guard let t = unboxed as? CATransform3D else { return wrong("a CATransform3D") }; sublayerTransform = t
        case "hidden", "isHidden": guard let b = bool() else { return wrong("a Bool") }; isHidden = b
        case "masksToBounds": guard let b = bool() else { return wrong("a Bool") }; masksToBounds = b
        case "doubleSided", "isDoubleSided": guard let b = bool() else { return wrong("a Bool") }; isDoubleSided = b
        case "opaque", "isOpaque": guard let b = bool() else { return wrong("a Bool") }; isOpaque = b
        case "needsDisplayOnBoundsChange": guard let b = bool() else { return wrong("a Bool") }; needsDisplayOnBoundsChange = b
        case "allowsGroupOpacity": guard let b = bool() else { return wrong("a Bool") }; allowsGroupOpacity = b
        case "name": name = value as? String
        case "contents": contents = value
        case "contentsScale": guard let v = number() else { return wrong("a number") }; contentsScale = v
        case "contentsRect": guard let r = unboxed as? CGRect else { return wrong("a CGRect") }; contentsRect = r
        case "contentsGravity":
            guard let g = (value as? String).map(CALayerContentsGravity.init(rawValue:)) ?? value as? CALayerContentsGravity else {
                return wrong("a contents gravity")
            }
            contentsGravity = g
        case "shadowColor":
            if value == nil { shadowColor = nil; return true }
            guard let c = value as? CGColor else { return wrong("a CGColor") }
            shadowColor = c
        case "shadowPath": shadowPath = value as? CGPath
        case "mask": mask = value as? CALayer
        default: return false
        }
        return true
    }
}
