import Raster

/// A node of the layer tree, shaped like CALayer.
///
/// Geometry: `position` is where the `anchorPoint` (unit coordinates of `bounds`) lands in the
/// superlayer; `transform` applies about the anchor point; `frame` is derived. Appearance:
/// background colour, corner radius, border and shadow are vector geometry drawn at render
/// time (crisp under any scale); `contents` is a bitmap made once and resampled by the
/// transform (it goes soft when scaled up, as on a device). `opacity` applies to the whole
/// subtree (group opacity); `mask`'s alpha multiplies the subtree.
open class Layer {
    public var bounds = Rect.zero
    public var position = Point.zero
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var transform = Transform3D.identity
    /// Applied to every sublayer about this layer's anchor point (perspective for 3D children).
    public var sublayerTransform = Transform3D.identity
    public var opacity: Double = 1
    public var isHidden = false
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    /// The corners `cornerRadius` rounds (CALayer.maskedCorners); the others stay square.
    public var maskedCorners: RectCorners = .all
    public var masksToBounds = false
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur in points: the Gaussian's standard deviation σ, as Core Animation reads it.
    public var shadowRadius: Double = 3
    /// The outline the shadow takes (CALayer.shadowPath); nil uses the rounded bounds.
    public var shadowPath: Path?
    /// When false, the layer is not drawn while its back faces the viewer (3D flips).
    public var isDoubleSided = true
    public var contents: Pixmap?
    /// Pixels per point of `contents`.
    public var contentsScale: Double = 1
    public var contentsGravity: ContentsGravity = .resize
    /// The caller's promise that `contents` is fully opaque (copies instead of blends).
    public var contentsAreOpaque = false
    /// True for text that the gravity may centre between pixel rows (a label's): the contents
    /// are drawn from the nearest whole pixel row of the bounds instead, as Core Text snaps a
    /// baseline to the pixel grid it draws into. Text in bounds a fraction of a pixel taller than
    /// it (sized for another screen's pixels) then draws as in bounds sized for this screen's.
    package var pixelAlignsContentsVertically = false
    /// How `contents` is sampled drawn larger and smaller than its pixels (CALayer's
    /// magnificationFilter and minificationFilter; LayerRenderer+ContentsFilter.swift).
    public var contentsMagnificationFilter: ImageShader.Filter = .bilinear
    public var contentsMinificationFilter: ImageShader.Filter = .bilinear
    /// A frozen view subtree shown as this layer's contents (a snapshot view's picture): the
    /// renderer turns it into a bitmap when a frame first needs it and draws that bitmap in
    /// place of `contents`, placed and resampled exactly as `contents` is.
    public var snapshot: SnapshotSource?
    public var name: String?
    /// The blur, in points (the Gaussian's σ), of a blurred copy of what lies behind the layer
    /// that it draws first, clipped to its rounded bounds, its background colour laid over the
    /// copy as a tint (a backdrop, as UIVisualEffectView's blur); 0 with `backdropSaturation` 1
    /// draws none. See LayerRenderer+Backdrop.
    public var backdropBlurRadius: Double = 0
    /// The saturation of that copy (1: unchanged).
    public var backdropSaturation: Double = 1
    /// The control values (v0...v3) of the luminance curve the copy's colour is moved towards
    /// before its saturation, as a system material's `luminanceCurveMap` (Pixmap.mapLuminance);
    /// not animated: `backdropLuminanceAmount` fades it in and out.
    public var backdropLuminanceValues: [Double] = [0, 1 / 3, 2 / 3, 1]
    /// How far the copy moves towards that curve (0: not at all).
    public var backdropLuminanceAmount: Double = 0
    /// Added to the copy's straight colour after its saturation (colorBrightness; 0: none).
    public var backdropBrightness: Double = 0
    /// True when the layer draws a backdrop.
    public var hasBackdrop: Bool {
        backdropBlurRadius > 0 || backdropSaturation != 1 || backdropLuminanceAmount != 0 || backdropBrightness != 0
    }
    /// Where the layer sits along z among its siblings: larger draws later (on top), equal
    /// keeps the order of `sublayers`; under a perspective `sublayerTransform` it also moves
    /// the layer towards the viewer (CALayer.zPosition).
    public var zPosition: Double = 0
    /// When false, opacity below 1 fades each drawing and sublayer on its own instead of the
    /// subtree as one group (CALayer.allowsGroupOpacity).
    public var allowsGroupOpacity = true

    /// True when the layer shows a bitmap: `contents`, or a snapshot's once it is made.
    package var hasContents: Bool { contents != nil || snapshot != nil }
    /// The Core-Animation-shaped object this layer stands behind (the QuartzCore module's face).
    package var face: AnyObject?

    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?
    /// A layer whose alpha multiplies this layer's subtree (positioned in this layer's space).
    ///
    /// Precondition: the mask is not this layer, an ancestor, or a layer whose own mask chain
    /// leads back here (a mask cycle would make rendering recurse forever).
    public var mask: Layer? {
        willSet {
            if let m = newValue {
                precondition(!isDescendant(of: m) && !m.maskChainContains(self),
                             "mask cycle: a layer cannot be masked by itself, an ancestor, or a mask that leads back to it")
            }
        }
        didSet { mask?.superlayer = nil }
    }

    /// True when `layer` is this layer or is reached by following masks (and their sublayers' masks).
    func maskChainContains(_ layer: Layer) -> Bool {
        if self === layer { return true }
        if let m = mask, m.maskChainContains(layer) { return true }
        return sublayers.contains { $0.maskChainContains(layer) }
    }

    /// Animations in the order they were added, each under its key.
    public private(set) var animations: [(key: String, animation: Animation)] = []

    public init() {}

    // MARK: Tree

    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !isDescendant(of: layer), "adding a layer to its own subtree makes a cycle")
        layer.removeFromSuperlayer()
        layer.superlayer = self
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    }

    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        let i = sublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: i)
    }

    public func removeFromSuperlayer() {
        superlayer?.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// True when `self` is `other` or lies inside its subtree (including mask subtrees).
    public func isDescendant(of other: Layer) -> Bool {
        var l: Layer? = self
        while let c = l { if c === other { return true }; l = c.superlayer }
        return false
    }

    // MARK: Geometry

    /// The layer's rectangle in its superlayer's coordinates (ignores a non-identity transform
    /// as CALayer's frame does not: this returns the transformed bounding box).
    public var frame: Rect {
        get {
            let local = Rect(x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height, width: bounds.width, height: bounds.height)
            let t = transform.affine ?? .identity
            return t.apply(to: local).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            bounds.size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    // MARK: Animations

    /// Adds an animation under a key (replacing one with the same key), as CALayer.add(_:forKey:).
    /// A `beginTime` of 0 becomes the current time of the run; the completion is scheduled.
    public func add(_ animation: Animation, forKey key: String? = nil) {
        let a = animation.copy()
        let clock = Timeline.current
        if let problem = a.timingProblem {
            clock?.warn("ignored an animation: \(problem)")
            return
        }
        if let k = a as? KeyframeAnimation, let problem = k.keyTimesProblem {
            clock?.warn("keyframe animation '\(k.keyPath)': \(problem); using evenly spaced key times")
        }
        if let b = a as? BasicAnimation, case .path(let from)? = b.fromValue, case .path(let to)? = b.toValue,
           !from.hasSameStructure(as: to) {
            clock?.warn("path animation on '\(name ?? b.keyPath)': the from and to paths have different element structures "
                + "(\(from.elements.count) vs \(to.elements.count) elements), which Core Animation leaves undefined; "
                + "both are normalised to cubic segments and interpolated point by point")
        }
        if a.beginTime == 0 { a.beginTime = clock?.now ?? 0 }
        let k = key ?? "anim-\(animations.count)-\(a.keyPath)"
        removeAnimation(forKey: k)
        animations.append((k, a))
        AnimationWatcher.current?.added(a)
        guard a.endTime.isFinite else { return }
        if let clock { scheduleEnd(of: a, on: clock) } else { AnimationsAddedOutsideRuns.note(a, on: self) }
    }

    /// Ends `a` on `clock` at its end time: removed when `isRemovedOnCompletion`, completion called.
    func scheduleEnd(of a: Animation, on clock: Timeline) {
        clock.schedule(at: a.endTime) { [weak self, weak a] in
            guard let self, let a else { return }
            self.end(a)
        }
    }

    /// What the end of `a` does: removed when `isRemovedOnCompletion`, its completion called.
    func end(_ a: Animation) {
        if a.isRemovedOnCompletion { animations.removeAll { $0.animation === a } }
        a.completion?(true)
    }

    /// Whether `a` is still one of this layer's animations.
    func holds(_ a: Animation) -> Bool { animations.contains { $0.animation === a } }

    public func removeAnimation(forKey key: String) {
        if let i = animations.firstIndex(where: { $0.key == key }) {
            let a = animations.remove(at: i).animation
            a.completion?(false)
        }
    }

    public func removeAllAnimations() {
        let removed = animations
        animations = []
        for a in removed { a.animation.completion?(false) }
    }

    public func animation(forKey key: String) -> Animation? { animations.first { $0.key == key }?.animation }

    /// The sublayers in the order they are drawn: sorted by `zPosition` (stable), so with
    /// every zPosition 0 it is `sublayers` itself. `z` reads a sublayer's zPosition as drawn
    /// (its presentation value).
    public func sublayersInDrawingOrder(z: (Layer) -> Double) -> [Layer] {
        guard sublayers.contains(where: { $0.zPosition != 0 || $0.animations.contains { $0.animation.keyPath == "zPosition" } }) else {
            return sublayers
        }
        let keyed = sublayers.enumerated().map { (z: z($0.element), index: $0.offset, layer: $0.element) }
        return keyed.sorted { $0.z != $1.z ? $0.z < $1.z : $0.index < $1.index }.map(\.layer)
    }

    /// The latest time any animation in this subtree is still running.
    public var animationsEnd: Double {
        let own = animations.map { $0.animation.endTime }.filter(\.isFinite).max() ?? 0
        return max(own, sublayers.map(\.animationsEnd).max() ?? 0, mask?.animationsEnd ?? 0)
    }

    // MARK: Key-value access for animations

    /// The model value of an animatable property.
    public func modelValue(_ property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .position: .point(position)
        case .bounds: .rect(bounds)
        case .anchorPoint: .point(anchorPoint)
        case .transform: .transform(transform)
        case .opacity: .number(opacity)
        case .backgroundColor: .color(backgroundColor ?? .clear)
        case .cornerRadius: .number(cornerRadius)
        case .borderWidth: .number(borderWidth)
        case .borderColor: .color(borderColor)
        case .shadowOpacity: .number(shadowOpacity)
        case .shadowRadius: .number(shadowRadius)
        case .shadowOffset: .size(shadowOffset)
        case .backdropBlurRadius: .number(backdropBlurRadius)
        case .backdropSaturation: .number(backdropSaturation)
        case .backdropLuminanceAmount: .number(backdropLuminanceAmount)
        case .backdropBrightness: .number(backdropBrightness)
        case .zPosition: .number(zPosition)
        default: nil
        }
    }

    /// Sets the model value of an animatable property (values of the wrong kind are ignored).
    public func setModelValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.position, .point(let p)): position = p
        case (.bounds, .rect(let r)): bounds = r
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.transform, .transform(let t)): transform = t
        case (.opacity, .number(let v)): opacity = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.cornerRadius, .number(let v)): cornerRadius = v
        case (.borderWidth, .number(let v)): borderWidth = v
        case (.borderColor, .color(let c)): borderColor = c
        case (.shadowOpacity, .number(let v)): shadowOpacity = v
        case (.shadowRadius, .number(let v)): shadowRadius = v
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.backdropBlurRadius, .number(let v)): backdropBlurRadius = v
        case (.backdropSaturation, .number(let v)): backdropSaturation = v
        case (.backdropLuminanceAmount, .number(let v)): backdropLuminanceAmount = v
        case (.backdropBrightness, .number(let v)): backdropBrightness = v
        case (.zPosition, .number(let v)): zPosition = v
        default: break
        }
    }

    /// The value a property shows at `time`: the model value with every animation on its key
    /// applied in the order they were added.
    public func presentationValue(_ property: LayerProperty, at time: Double) -> AnimatableValue? {
        guard var value = modelValue(property) else { return nil }
        for (_, a) in animations where LayerProperty(keyPath: a.keyPath) == property {
            if let v = a.value(at: time, underlying: value), v.isFinite { value = v }
        }
        return value
    }

    /// A copy of this layer (not its sublayers) holding the presentation values at `time`.
    ///
    /// A layer with animations gets every property set to `presentationValue`, animated or not
    /// (so a nil colour reads back as clear, as it always has). Each animation's key path is
    /// parsed once here rather than once per property: the renderer asks every frame.
    public func presentation(at time: Double) -> Layer {
        let p = presentationCopy(at: time)
        guard !animations.isEmpty else { return p }
        let keys = animations.map { LayerProperty(keyPath: $0.animation.keyPath) }
        for property in LayerProperty.allCases {
            guard var value = modelValue(property) else { continue }
            for (i, entry) in animations.enumerated() where keys[i] == property {
                if let v = entry.animation.value(at: time, underlying: value), v.isFinite { value = v }
            }
            p.setModelValue(value, for: property)
        }
        return p
    }

    /// A copy of this subtree (sublayers and masks too) holding its presentation values at
    /// `time`, without animations and reachable from nowhere else: what a snapshot freezes.
    func frozenSubtree(at time: Double) -> Layer {
        let c = presentation(at: time)
        for child in sublayers { c.addSublayer(child.frozenSubtree(at: time)) }
        c.mask = mask?.frozenSubtree(at: time)
        return c
    }

    /// The copy `presentation(at:)` starts from: the layer's own properties, and whatever a
    /// subclass shows at `time` beyond them (a drawing layer's drawing).
    func presentationCopy(at time: Double) -> Layer { shallowCopy() }

    /// A copy of the layer's own properties; subclasses add theirs.
    func shallowCopy() -> Layer {
        let c = Layer()
        copyProperties(to: c)
        return c
    }

    func copyProperties(to c: Layer) {
        c.bounds = bounds; c.position = position; c.anchorPoint = anchorPoint; c.transform = transform
        c.sublayerTransform = sublayerTransform; c.opacity = opacity; c.isHidden = isHidden
        c.backgroundColor = backgroundColor; c.cornerRadius = cornerRadius; c.maskedCorners = maskedCorners; c.masksToBounds = masksToBounds
        c.borderWidth = borderWidth; c.borderColor = borderColor; c.shadowColor = shadowColor
        c.shadowOpacity = shadowOpacity; c.shadowOffset = shadowOffset; c.shadowRadius = shadowRadius
        c.shadowPath = shadowPath; c.isDoubleSided = isDoubleSided; c.contents = contents
        c.contentsScale = contentsScale; c.contentsGravity = contentsGravity; c.contentsAreOpaque = contentsAreOpaque
        c.pixelAlignsContentsVertically = pixelAlignsContentsVertically
        c.contentsMagnificationFilter = contentsMagnificationFilter; c.contentsMinificationFilter = contentsMinificationFilter
        c.snapshot = snapshot
        c.name = name
        c.backdropBlurRadius = backdropBlurRadius; c.backdropSaturation = backdropSaturation
        c.backdropLuminanceValues = backdropLuminanceValues; c.backdropLuminanceAmount = backdropLuminanceAmount
        c.backdropBrightness = backdropBrightness
        c.zPosition = zPosition
        c.allowsGroupOpacity = allowsGroupOpacity
    }
}

/// How `contents` is placed in the bounds, named by where it lands on screen (y down): `top`
/// is the bounds' top edge (CALayerContentsGravity's names are y-up; the QuartzCore face maps them).
public enum ContentsGravity: String, Sendable {
    case resize, resizeAspect, resizeAspectFill, center, topLeft
    case top, bottom, left, right, topRight, bottomLeft, bottomRight
}
