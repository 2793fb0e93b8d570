internal import Raster
package import Transitions

/// CALayer: a face over the engine's layer; geometry, appearance and animations read and write it.
///
/// Differences from a device, each documented in docs/uikit.md: a stand-alone layer has no
/// implicit animations (a change shows at once; animate explicitly or through a view), and
/// `contents` takes a CGImage only.
open class CALayer {
    package let base: Layer
    /// The engine view whose backing layer this is: changes inside a UIView animation block
    /// animate, as they do for a view's layer on a device.
    package weak var hostView: View?
    private var partKeys: [String: [String]] = [:]
    private var addedAnimations: [(key: String, animation: CAAnimation)] = []
    private var anonymousKeys = 0

    /// A new, empty layer.
    public init() {
        base = Layer()
        base.face = self
    }

    package init(base: Layer) {
        self.base = base
        base.face = self
    }

    /// The face of an engine layer (made on first use for layers the engine created).
    package static func face(for layer: Layer) -> CALayer {
        if let f = layer.face as? CALayer { return f }
        if layer is ShapeLayer { return CAShapeLayer(base: layer) }
        return CALayer(base: layer)
    }

    private func willChange(_ p: LayerProperty) { hostView?.willChange(p) }
    /// Runs key-value observations of this layer and of the view it backs (NSKeyValueObservation.swift).
    private func changed() {
        KeyValueObservations.changed(self)
        if let view = hostView?.face { KeyValueObservations.changed(view) }
    }

    /// How messages name this layer.
    package var describedForMessages: String {
        let n = name.map { " '\($0)'" } ?? ""
        return "\(type(of: self))\(n) at \(frame)"
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { CGRect(base.bounds) }
        set { willChange(.bounds); base.bounds = newValue.raster; changed() }
    }
    open var position: CGPoint {
        get { CGPoint(base.position) }
        set { willChange(.position); base.position = newValue.raster; changed() }
    }
    open var anchorPoint: CGPoint {
        get { CGPoint(base.anchorPoint) }
        set { willChange(.anchorPoint); base.anchorPoint = newValue.raster; changed() }
    }
    /// The bounding box of the transformed bounds in the superlayer.
    open var frame: CGRect {
        get { CGRect(base.frame) }
        set { willChange(.position); willChange(.bounds); base.frame = newValue.raster; changed() }
    }
    open var transform: CATransform3D {
        get { CATransform3D(base.transform) }
        set { willChange(.transform); base.transform = newValue.raster; changed() }
    }
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(base.sublayerTransform) }
        set { base.sublayerTransform = newValue.raster }
    }
    /// The transform as an affine transform (its planar part).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets an affine transform.
    open func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }

    // MARK: Appearance

    open var opacity: Float {
        get { Float(base.opacity) }
        set { willChange(.opacity); base.opacity = Double(newValue); changed() }
    }
    open var isHidden: Bool {
        get { base.isHidden }
        set { base.isHidden = newValue; changed() }
    }
    open var backgroundColor: CGColor? {
        get { base.backgroundColor.map(CGColor.init) }
        set { willChange(.backgroundColor); base.backgroundColor = newValue?.raster; changed() }
    }
    open var cornerRadius: CGFloat {
        get { CGFloat(base.cornerRadius) }
        set { willChange(.cornerRadius); base.cornerRadius = Double(newValue); changed() }
    }
    /// Which corners `cornerRadius` rounds (all four by default); not animatable, as in Core Animation.
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: base.maskedCorners.rawValue) }
        set { base.maskedCorners = newValue.raster }
    }
    open var masksToBounds: Bool {
        get { base.masksToBounds }
        set { base.masksToBounds = newValue }
    }
    open var borderWidth: CGFloat {
        get { CGFloat(base.borderWidth) }
        set { willChange(.borderWidth); base.borderWidth = Double(newValue) }
    }
    open var borderColor: CGColor? {
        get { CGColor(base.borderColor) }
        set { willChange(.borderColor); base.borderColor = newValue?.raster ?? .black }
    }
    open var shadowColor: CGColor? {
        get { CGColor(base.shadowColor) }
        set { base.shadowColor = newValue?.raster ?? .black }
    }
    open var shadowOpacity: Float {
        get { Float(base.shadowOpacity) }
        set { willChange(.shadowOpacity); base.shadowOpacity = Double(newValue) }
    }
    open var shadowOffset: CGSize {
        get { CGSize(base.shadowOffset) }
        set { willChange(.shadowOffset); base.shadowOffset = newValue.raster }
    }
    open var shadowRadius: CGFloat {
        get { CGFloat(base.shadowRadius) }
        set { willChange(.shadowRadius); base.shadowRadius = Double(newValue) }
    }
    open var shadowPath: CGPath? {
        get { base.shadowPath.map { CGPath(path: $0) } }
        set { base.shadowPath = newValue?.path }
    }
    open var isDoubleSided: Bool {
        get { base.isDoubleSided }
        set { base.isDoubleSided = newValue }
    }
    open var name: String? {
        get { base.name }
        set { base.name = newValue }
    }
    /// A CGImage drawn into the bounds (`contentsGravity`); any other kind of value is an error.
    open var contents: Any? {
        get { base.contents.map { CGImage(pixmap: $0) } }
        set {
            if newValue == nil { base.contents = nil; return }
            guard let image = newValue as? CGImage else {
                RecordingLog.error("CALayer.contents was set to \(type(of: newValue!)); only a CGImage (UIImage's .cgImage) is drawn")
                return
            }
            base.contents = image.pixmap
        }
    }
    open var contentsScale: CGFloat {
        get { CGFloat(base.contentsScale) }
        set { base.contentsScale = Double(newValue) }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: base.contentsGravity.rawValue) }
        set {
            guard let g = ContentsGravity(rawValue: newValue.rawValue) else {
                RecordingLog.error("CALayer.contentsGravity '\(newValue.rawValue)' is not supported (resize, resizeAspect, resizeAspectFill, center, topLeft are)")
                return
            }
            base.contentsGravity = g
        }
    }
    /// A layer whose alpha multiplies this layer's content.
    open var mask: CALayer? {
        get { base.mask.map(CALayer.face(for:)) }
        set { base.mask = newValue?.base }
    }

    // MARK: Tree

    open var sublayers: [CALayer]? {
        get { base.sublayers.isEmpty ? nil : base.sublayers.map(CALayer.face(for:)) }
        set {
            for l in base.sublayers { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }
    open var superlayer: CALayer? { base.superlayer.map(CALayer.face(for:)) }
    open func addSublayer(_ layer: CALayer) { base.addSublayer(layer.base) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { base.insertSublayer(layer.base, at: Int(index)) }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let s = sibling { base.insertSublayer(layer.base, above: s.base) } else { addSublayer(layer) }
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let s = sibling { base.insertSublayer(layer.base, below: s.base) } else { insertSublayer(layer, at: 0) }
    }
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old.base.superlayer === base else { return }
        base.insertSublayer(new.base, above: old.base)
        old.removeFromSuperlayer()
    }
    open func removeFromSuperlayer() { base.removeFromSuperlayer() }

    /// The layer as it shows now on the virtual clock (animations applied), without sublayers.
    open func presentation() -> Self? {
        let p = CALayer.face(for: base.presentation(at: CACurrentMediaTime()))
        return p as? Self ?? (Self.self == CALayer.self ? p as? Self : nil)
    }
    /// The model layer (this one).
    open func model() -> Self { self }

    // MARK: Animations

    /// Adds a copy of `anim` under `key`. A key path this layer cannot animate, or a value of
    /// the wrong kind, is recorded as an error the recorder throws (this call cannot throw, as
    /// on a device), naming the key path and the layer; the animation is not added.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let parts: [Transitions.Animation]
        do {
            parts = try copy.engineAnimations(on: self)
        } catch {
            RecordingLog.error("\(error.description), added to \(describedForMessages) under key '\(key ?? "nil")'; the animation was not added")
            return
        }
        let k = key ?? { anonymousKeys += 1; return "animation-\(anonymousKeys)" }()
        removeAnimation(forKey: k)
        let last = parts.indices.max { parts[$0].endTime < parts[$1].endTime }
        var keys: [String] = []
        for (i, part) in parts.enumerated() {
            if i == last {
                part.completion = { [weak copy] finished in
                    guard let copy else { return }
                    copy.delegate?.animationDidStop(copy, finished: finished)
                }
            }
            let partKey = parts.count == 1 ? k : "\(k)#\(i)"
            base.add(part, forKey: partKey)
            keys.append(partKey)
        }
        partKeys[k] = keys
        addedAnimations.append((k, copy))
        RecordingLog.animated(self, keyPath: (copy as? CAPropertyAnimation)?.keyPath ?? "group")
        if let delegate = copy.delegate, let first = keys.first, let begin = base.animation(forKey: first)?.beginTime {
            Timeline.current?.schedule(at: begin) { [weak copy] in if let copy { delegate.animationDidStart(copy) } }
        }
        if parts.isEmpty, let delegate = copy.delegate {
            Timeline.current?.schedule(at: CACurrentMediaTime()) { delegate.animationDidStop(copy, finished: true) }
        }
    }

    /// Removes the animation under `key` (its delegate hears `finished: false`).
    open func removeAnimation(forKey key: String) {
        for k in partKeys.removeValue(forKey: key) ?? [] { base.removeAnimation(forKey: k) }
        addedAnimations.removeAll { $0.key == key }
    }
    open func removeAllAnimations() {
        for k in addedAnimations.map(\.key) { removeAnimation(forKey: k) }
        base.removeAllAnimations()
    }
    /// The animation added under `key`, while it is attached.
    open func animation(forKey key: String) -> CAAnimation? {
        guard let keys = partKeys[key], keys.contains(where: { base.animation(forKey: $0) != nil }) else { return nil }
        return addedAnimations.first { $0.key == key }?.animation
    }
    /// The keys of the attached animations.
    open func animationKeys() -> [String]? {
        let live = addedAnimations.map(\.key).filter { animation(forKey: $0) != nil }
        return live.isEmpty ? nil : live
    }
}


/// How `contents` is placed in the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
}
