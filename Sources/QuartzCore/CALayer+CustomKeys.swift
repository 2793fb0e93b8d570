internal import Raster
internal import Transitions

// Custom keys of CALayer subclasses (Core Animation's "custom animatable property"): a value set
// with setValue(_:forKey:) under a key the layer has no property for — or through an
// `@NSManaged var` of a layer subclass, which `port` rewrites to managedValue(forKey:) and
// setValue(_:forKey:) — is kept by the layer, marks it for display when the class's
// needsDisplay(forKey:) says so, and runs the layer's action(forKey:) (looked up before the
// value changes, so the old value still shows). CABasicAnimation, CASpringAnimation and
// CAKeyframeAnimation animate such a key (numbers, points, sizes, rects, colours, transforms,
// paths); presentation() and init(layer:) see the animated value; a layer whose class needs
// display for an animated key displays before every frame with its custom keys reading their
// animated values. Differs: Core Animation displays a presentation copy each frame, here the
// layer itself displays (its own custom keys read the animated values during that display),
// so drawing that reads `self.key` or `presentation()?.key` shows the animation alike.
// Not here: custom keys inside a CAAnimationGroup's key paths of a `sublayers.name.key` form.

extension CALayer {
    /// The value stored under `key`, as the type asked for: what port writes for the getter of
    /// an `@NSManaged var` of a layer subclass. Numbers convert between CGFloat, Double, Float
    /// and Int (and NSNumber); a key never set gives zero (false, nil for an optional), as Core
    /// Animation's dynamic properties read before they are set; any other type never set is a
    /// programmer error.
    public func managedValue<T>(forKey key: String) -> T {
        let stored = value(forKey: key).map(NSValue.unboxed)
        if let v = stored as? T { return v }
        if let n = stored.flatMap(CALayer.number) ?? (stored == nil ? 0 : nil), let v = CALayer.convertNumber(n, to: T.self) { return v }
        if let optional = T.self as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as! T }
        if stored == nil, let zero = CALayer.zero(of: T.self) { return zero }
        preconditionFailure("\(type(of: self)).\(key) holds \(stored.map { "\(type(of: $0))" } ?? "no value"), not a \(T.self)")
    }

    /// Stores `value` under a custom key: the action for the key is looked up first (the old
    /// value still shows), then the value is stored, the layer is marked for display when
    /// needsDisplay(forKey:) says so, and the action runs.
    func setCustomValue(_ value: Any?, forKey key: String) {
        let action = CATransaction.disableActions() ? nil : action(forKey: key)
        extraValues[key] = value
        KeyValueObservations.changed(self)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// The value under a custom key: the animated value while the layer displays for a frame,
    /// else the stored value, else the class's default.
    func customValue(forKey key: String) -> Any? {
        if let shown = displayOverride?[key] { return shown }
        return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// The key path of a custom key an animation may animate: the layer holds a value for it
    /// (or a default), or its class needs display for it; the kind of value comes from that
    /// value or else from the animation's (`sample`). Nil for other keys (a typo stays an error).
    package func customKeyPath(_ key: String, sample: Any?) -> CAKeyPath? {
        guard !key.contains(".") else { return nil }
        let held = extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        guard held != nil || type(of: self).needsDisplay(forKey: key) else { return nil }
        guard let kind = (held ?? sample).flatMap(CALayer.valueKind) else { return nil }
        return CAKeyPath(customKey: key, kind: kind)
    }

    /// The animated value of each custom key with an animation attached, at `time`.
    package func customPresentationValues(at time: Double, onlyDisplayed: Bool = false) -> [String: Any] {
        var keys: [String] = []
        for (_, a) in base.animations where !keys.contains(a.keyPath) && LayerProperty(keyPath: a.keyPath) == nil && !a.keyPath.contains(".") {
            if onlyDisplayed && !type(of: self).needsDisplay(forKey: a.keyPath) { continue }
            keys.append(a.keyPath)
        }
        var values: [String: Any] = [:]
        for key in keys {
            let model = extraValues[key] ?? type(of: self).defaultValue(forKey: key)
            let sample = base.animations.first { $0.animation.keyPath == key }.flatMap { CALayer.firstValue(of: $0.animation) }
            guard let kind = model.flatMap(CALayer.valueKind) ?? sample.flatMap(CALayer.engineKind) else { continue }
            let path = CAKeyPath(customKey: key, kind: kind)
            var v: AnimatableValue
            if let model, let converted = try? path.engineValue(model, field: "value") as AnimatableValue {
                v = converted
            } else if let zero = CALayer.zeroValue(kind) {
                v = zero
            } else {
                continue
            }
            for (_, a) in base.animations where a.keyPath == key {
                if let next = a.sampledValue(at: time, underlying: v), next.isFinite { v = next }
            }
            if let shown = CALayer.swiftValue(v, kind) { values[key] = CALayer.matchingType(shown, of: model) }
        }
        return values
    }

    /// Registers the layer to display every frame while `parts` (just added) animate a custom
    /// key its class needs display for.
    func noteCustomAnimations(_ parts: [Transitions.Animation]) {
        let displayed = parts.contains { LayerProperty(keyPath: $0.keyPath) == nil && !$0.keyPath.contains(".") && type(of: self).needsDisplay(forKey: $0.keyPath) }
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        guard displayed, !DisplayQueue.customAnimated.contains(where: { $0.layer === self }) else { return }
        DisplayQueue.add(self, to: &DisplayQueue.customAnimated)
    }

    /// Before a frame: each layer animating a displayed custom key is marked for display with
    /// its custom keys reading their values at the frame's time; a layer whose animations ended
    /// displays once more with its model values and leaves the list.
    static func markCustomAnimatedLayers() {
        let now = CACurrentMediaTime()
        var still: [DisplayQueue.Entry] = []
        for e in DisplayQueue.customAnimated {
            guard let layer = e.layer else { continue }
            let shown = layer.customPresentationValues(at: now, onlyDisplayed: true)
            layer.setNeedsDisplay()
            guard !shown.isEmpty else { continue }
            layer.displayOverride = shown
            still.append(e)
        }
        DisplayQueue.customAnimated = still
    }

    /// After the frame's displays: custom keys read their stored values again.
    static func clearCustomDisplayValues() {
        for e in DisplayQueue.customAnimated { e.layer?.displayOverride = nil }
    }

    // MARK: Values

    private static func number(_ v: Any) -> Double? {
        if let x = v as? CGFloat { return Double(x) }
        if let x = v as? Double { return x }
        if let x = v as? Float { return Double(x) }
        if let x = v as? Int { return Double(x) }
        if let x = v as? NSNumber { return x.doubleValue }
        return nil
    }

    private static func convertNumber<T>(_ n: Double, to: T.Type) -> T? {
        if T.self == CGFloat.self { return CGFloat(n) as? T }
        if T.self == Double.self { return n as? T }
        if T.self == Float.self { return Float(n) as? T }
        if T.self == Int.self { return Int(n.rounded()) as? T }
        if T.self == Bool.self { return (n != 0) as? T }
        if T.self == NSNumber.self { return NSNumber(value: n) as? T }
        return nil
    }

    private static func zero<T>(of: T.Type) -> T? {
        if T.self == CGPoint.self { return CGPoint.zero as? T }
        if T.self == CGSize.self { return CGSize.zero as? T }
        if T.self == CGRect.self { return CGRect.zero as? T }
        if T.self == CATransform3D.self { return CATransform3DIdentity as? T }
        if T.self == String.self { return "" as? T }
        return nil
    }

    /// The kind of animation value `v` is, or nil when it is none the engine interpolates.
    private static func valueKind(_ v: Any) -> CAKeyPath.ValueKind? { engineKind(NSValue.unboxed(v)) }

    private static func engineKind(_ v: Any) -> CAKeyPath.ValueKind? {
        let v = NSValue.unboxed(v)
        if number(v) != nil { return .number }
        if v is CGPoint { return .point }
        if v is CGSize { return .size }
        if v is CGRect { return .rect }
        if v is CGColor { return .color }
        if v is CATransform3D || v is CGAffineTransform { return .transform }
        if v is CGPath { return .path }
        return nil
    }

    private static func zeroValue(_ kind: CAKeyPath.ValueKind) -> AnimatableValue? {
        switch kind {
        case .number: .number(0)
        case .point: .point(Point(x: 0, y: 0))
        case .size: .size(Size(width: 0, height: 0))
        case .rect: .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case .transform: .transform(.identity)
        case .color, .path: nil
        }
    }

    /// A Swift value of an engine animation's first value (its from, to or by value, or first keyframe).
    private static func firstValue(of a: Transitions.Animation) -> Any? {
        if let b = a as? BasicAnimation, let v = b.fromValue ?? b.toValue ?? b.byValue { return swiftValue(v) }
        if let k = a as? KeyframeAnimation, let v = k.values.first { return swiftValue(v) }
        return nil
    }

    private static func swiftValue(_ v: AnimatableValue) -> Any? {
        switch v {
        case .number(let x): CGFloat(x)
        case .point(let p): CGPoint(p)
        case .size(let s): CGSize(s)
        case .rect(let r): CGRect(r)
        case .color(let c): CGColor(c)
        case .transform(let t): CATransform3D(t)
        case .path(let p): CGPath(path: p)
        }
    }

    /// `shown` (a CGFloat for numbers) as the numeric type the model value has.
    private static func matchingType(_ shown: Any, of model: Any?) -> Any {
        guard let x = shown as? CGFloat, let model = model.map(NSValue.unboxed) else { return shown }
        if model is Double { return Double(x) }
        if model is Float { return Float(x) }
        if model is Int { return Int(Double(x).rounded()) }
        if model is NSNumber { return NSNumber(value: Double(x)) }
        return shown
    }
}

extension CAPropertyAnimation {
    /// A value of the animation, telling the kind of a custom key that holds none yet.
    var customKeySample: Any? {
        if let b = self as? CABasicAnimation { return b.fromValue ?? b.toValue ?? b.byValue }
        if let k = self as? CAKeyframeAnimation { return k.values?.first }
        return nil
    }
}

extension CALayer {
    /// A presentation copy of `layer` of its own class made with init(layer:) (so a subclass's
    /// init(layer:) and its custom keys' animated values carry over), or nil when the class
    /// cannot be made here.
    static func presentationCopy(of layer: CALayer) -> CALayer? {
        let cls = type(of: layer)
        if cls == CALayer.self { return CALayer(layer: layer) }
        if cls == CAShapeLayer.self { return CAShapeLayer(layer: layer) }
        return cls._portMakeLayer(copying: layer)
    }
}
