internal import Raster
package import Transitions

// CALayer: geometry, appearance, the tree, contents (gravity, rect, scale), zPosition and
// animations over the engine's layer; displaying and drawing are in CALayer+Display.swift,
// key-value coding in CALayer+KeyValueCoding.swift. Not here: layer timing (speed, beginTime,
// timeOffset), filters, shouldRasterize, geometryFlipped, contentsCenter stretching.

/// CALayer: a face over the engine's layer; geometry, appearance and animations read and write it.
///
/// Differences from a device, each documented in docs/uikit.md: a stand-alone layer has no
/// implicit animations unless `action(forKey:)` (or the delegate, `actions`, or
/// `defaultAction(forKey:)`) supplies one; `contents` takes a CGImage only.
open class CALayer: NSObject {
    package let base: Layer
    /// Whether this layer backs a view (its delegate): changes inside a UIView animation block
    /// then animate, as they do for a view's layer on a device, where the layer asks the view
    /// for the action; a stand-alone layer runs its own actions instead.
    package var backsView = false
    private var partKeys: [String: [String]] = [:]
    private var addedAnimations: [(key: String, animation: CAAnimation)] = []
    private var anonymousKeys = 0
    /// The object that draws the layer's contents and supplies its actions (a view for its layer).
    open weak var delegate: CALayerDelegate?
    /// Set by setNeedsDisplay(); cleared when the layer displays.
    var displayIsPending = false
    /// Set by setNeedsLayout(); cleared when the layer lays out.
    var layoutIsPending = false
    /// When true, a change of the bounds marks the layer for display.
    open var needsDisplayOnBoundsChange = false
    /// True when the layer's drawing fills its bounds opaquely: the bitmap `display()` makes
    /// then starts opaque black (contents set directly are not affected).
    open var isOpaque = false
    /// The contents filters as set (CALayer+ContentsFilter.swift).
    package var contentsFilters = (magnification: CALayerContentsFilter.linear, minification: CALayerContentsFilter.linear, bias: Float(0))
    /// Actions for keys, consulted by `action(forKey:)` after the delegate.
    open var actions: [String: CAAction]?
    /// Values for keys the layer has no property for (CALayer is a key-value container).
    var extraValues: [String: Any] = [:]
    /// What custom keys read while the layer displays for a frame (CALayer+CustomKeys.swift).
    var displayOverride: [String: Any]?
    /// The image `contents` was set to and the engine bitmap `contentsRect` cut from it (when
    /// the engine's bitmap is another, something else — a view — set it since).
    private var contentsSource: (image: CGImage, cut: Pixmap?)?
    private var fullContents: CGImage? {
        get { contentsSource.flatMap { $0.cut === base.contents ? $0.image : nil } }
        set { contentsSource = newValue.map { ($0, base.contents) } }
    }
    private var contentsRectStorage = CGRect(x: 0, y: 0, width: 1, height: 1)
    private var shouldRasterizeStorage = false
    private var rasterizationScaleStorage: CGFloat = 1

    /// A new, empty layer.
    public override init() {
        base = Layer()
        super.init()
        base.face = self
        CALayer.installDiagnostics()
    }

    /// A copy of `layer`'s properties as they show now (Core Animation makes presentation
    /// layers with it; subclasses override it to copy their own properties).
    public init(layer: Any) {
        let other = layer as? CALayer
        base = other.map { $0.base.presentation(at: CACurrentMediaTime()) } ?? Layer()
        super.init()
        base.face = self
        if let other {
            isOpaque = other.isOpaque
            needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
            contentsSource = other.fullContents.map { ($0, base.contents) }
            contentsRectStorage = other.contentsRectStorage
            extraValues = other.extraValues.merging(other.customPresentationValues(at: CACurrentMediaTime())) { $1 }
        }
    }

    package init(base: Layer) {
        self.base = base
        super.init()
        base.face = self
    }

    /// Cuts the engine layer's link to this face. The engine layer holds its face, so a layer only
    /// the tree holds keeps its face (and the face's state) for as long as it is in the tree;
    /// a view's layer is held by its view instead, which cuts the link when it goes, so the
    /// layer goes with it.
    package func releaseEngineLink() {
        if base.face === self { base.face = nil }
    }

    /// Points Core Graphics' messages at the recording's log.
    package static func installDiagnostics() { CGDiagnostics.sink = { RecordingLog.error($0) } }

    /// The layers UIView.layerClass may name: Swift on Linux cannot make an instance of a
    /// class from its metatype without a `required` initialiser, so each class this module
    /// (or a sibling module) provides registers how to make one.
    nonisolated(unsafe) package static var makers: [ObjectIdentifier: () -> CALayer] = [
        ObjectIdentifier(CALayer.self): { CALayer() },
        ObjectIdentifier(CAShapeLayer.self): { CAShapeLayer() },
    ]

    /// A new layer of `layerClass` for a view, or a CALayer and a message naming the class
    /// when it is not one `makers` knows.
    package static func make(_ layerClass: AnyClass) -> CALayer {
        if let make = makers[ObjectIdentifier(layerClass)] { return make() }
        if let made = (layerClass as? CALayer.Type)?._portMakeLayer() { return made }
        RecordingLog.error("UIView.layerClass \(layerClass) cannot be made here: Swift on Linux cannot construct a class from "
            + "its metatype unless its init() is `required`, so only the module's own layer classes work as layerClass; "
            + "add a \(layerClass) as a sublayer of the view's layer instead")
        return CALayer()
    }

    /// A new instance of this class for UIView.layerClass, or nil when the class cannot say how
    /// (Swift on Linux cannot construct a class from its metatype without a `required` init).
    /// `port` overrides it in each CALayer subclass of the sources it ports; not for hand use.
    open class func _portMakeLayer() -> CALayer? { nil }
    /// A copy of `layer` of this class, made with init(layer:), for presentation(); nil when the
    /// class cannot say how. `port` overrides it alongside `_portMakeLayer()`; not for hand use.
    open class func _portMakeLayer(copying layer: CALayer) -> CALayer? { nil }

    /// The face of an engine layer (made on first use for layers the engine created).
    package static func face(for layer: Layer) -> CALayer {
        if let f = layer.face as? CALayer { return f }
        if layer is ShapeLayer { return CAShapeLayer(base: layer) }
        return CALayer(base: layer)
    }

    /// Records the value showing now on the open animation block, when the layer backs a view.
    package func willChange(_ p: LayerProperty) { if backsView { AnimationBlock.record(base, p) } }
    /// Runs key-value observations of this layer and of the view it backs (NSKeyValueObservation.swift).
    private func changed() {
        KeyValueObservations.changed(self)
        if backsView, let view = delegate { KeyValueObservations.changed(view) }
    }

    /// How messages name this layer.
    package var describedForMessages: String {
        let n = name.map { " '\($0)'" } ?? ""
        return "\(type(of: self))\(n) at \(frame)"
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { CGRect(base.bounds) }
        set {
            let oldSize = base.bounds.size
            change("bounds", .bounds) { base.bounds = newValue.raster }
            if base.bounds.size != oldSize { setNeedsLayout() }
            if needsDisplayOnBoundsChange, base.bounds.size != oldSize { setNeedsDisplay() }
        }
    }
    open var position: CGPoint {
        get { CGPoint(base.position) }
        set { change("position", .position) { base.position = newValue.raster } }
    }
    open var anchorPoint: CGPoint {
        get { CGPoint(base.anchorPoint) }
        set { change("anchorPoint", .anchorPoint) { base.anchorPoint = newValue.raster } }
    }
    /// The layer's place along z among its siblings: a larger zPosition draws above a smaller
    /// one whatever their order in `sublayers` (equal ones keep that order); under a
    /// perspective sublayerTransform it also brings the layer towards the viewer.
    open var zPosition: CGFloat {
        get { CGFloat(base.zPosition) }
        set { change("zPosition", .zPosition) { base.zPosition = Double(newValue) } }
    }
    /// The bounding box of the transformed bounds in the superlayer.
    open var frame: CGRect {
        get { CGRect(base.frame) }
        set {
            let oldSize = base.bounds.size
            willChange(.position); willChange(.bounds); base.frame = newValue.raster
            changed()
            if base.bounds.size != oldSize { setNeedsLayout() }
            if needsDisplayOnBoundsChange, base.bounds.size != oldSize { setNeedsDisplay() }
        }
    }
    open var transform: CATransform3D {
        get { CATransform3D(base.transform) }
        set { change("transform", .transform) { base.transform = newValue.raster } }
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
        set { change("opacity", .opacity) { base.opacity = Double(newValue) } }
    }
    /// Whether opacity below 1 composites the layer and its sublayers as one group (true, as
    /// on iOS 7 and later); false fades the layer's own drawing and each sublayer on its own,
    /// so overlapping sublayers show through each other.
    open var allowsGroupOpacity: Bool {
        get { base.allowsGroupOpacity }
        set { base.allowsGroupOpacity = newValue }
    }
    open var isHidden: Bool {
        get { base.isHidden }
        set { base.isHidden = newValue; changed() }
    }
    open var backgroundColor: CGColor? {
        get { base.backgroundColor.map(CGColor.init) }
        set { change("backgroundColor", .backgroundColor) { base.backgroundColor = newValue?.raster } }
    }
    open var cornerRadius: CGFloat {
        get { CGFloat(base.cornerRadius) }
        set { change("cornerRadius", .cornerRadius) { base.cornerRadius = Double(newValue) } }
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
        set { change("borderWidth", .borderWidth) { base.borderWidth = Double(newValue) } }
    }
    open var borderColor: CGColor? {
        get { CGColor(base.borderColor) }
        set { change("borderColor", .borderColor) { base.borderColor = newValue?.raster ?? .black } }
    }
    open var shadowColor: CGColor? {
        get { CGColor(base.shadowColor) }
        set { base.shadowColor = newValue?.raster ?? .black }
    }
    open var shadowOpacity: Float {
        get { Float(base.shadowOpacity) }
        set { change("shadowOpacity", .shadowOpacity) { base.shadowOpacity = Double(newValue) } }
    }
    open var shadowOffset: CGSize {
        get { CGSize(base.shadowOffset) }
        set { change("shadowOffset", .shadowOffset) { base.shadowOffset = newValue.raster } }
    }
    open var shadowRadius: CGFloat {
        get { CGFloat(base.shadowRadius) }
        set { change("shadowRadius", .shadowRadius) { base.shadowRadius = Double(newValue) } }
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
    /// A CGImage drawn into the bounds (`contentsGravity`, `contentsRect`); any other kind of
    /// value is an error.
    open var contents: Any? {
        get { fullContents ?? base.contents.map { CGImage(pixmap: $0) } }
        set {
            if newValue == nil { contentsSource = nil; base.contents = nil; return }
            guard let image = newValue as? CGImage else {
                RecordingLog.error("CALayer.contents was set to \(type(of: newValue!)); only a CGImage (UIImage's .cgImage) is drawn")
                return
            }
            base.contents = cut(image)
            contentsSource = (image, base.contents)
        }
    }
    /// The part of `contents` shown, in unit coordinates of the image (the whole image by
    /// default); the part is stretched by `contentsGravity` as the whole would be. Parts
    /// reaching outside the image are cut at its edges.
    open var contentsRect: CGRect {
        get { contentsRectStorage }
        set {
            contentsRectStorage = newValue
            guard let full = fullContents ?? base.contents.map({ CGImage(pixmap: $0) }) else { return }
            base.contents = cut(full)
            contentsSource = (full, base.contents)
        }
    }

    /// The pixels of `contentsRect` of `image`.
    private func cut(_ image: CGImage) -> Pixmap? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard contentsRectStorage != unit else { return image.pixmap }
        let r = contentsRectStorage.standardized.intersection(unit)
        let w = Double(image.width), h = Double(image.height)
        let x0 = Int((Double(r.minX) * w).rounded()), y0 = Int((Double(r.minY) * h).rounded())
        let x1 = Int((Double(r.maxX) * w).rounded()), y1 = Int((Double(r.maxY) * h).rounded())
        guard !r.isNull, x1 > x0, y1 > y0, let out = Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
        for y in 0..<out.height {
            let src = image.pixmap.pixels.baseAddress! + (y0 + y) * image.width + x0
            (out.pixels.baseAddress! + y * out.width).update(from: src, count: out.width)
        }
        return out
    }

    open var contentsScale: CGFloat {
        get { CGFloat(base.contentsScale) }
        set { base.contentsScale = Double(newValue) }
    }
    /// Where `contents` goes in the bounds. As on iOS, where layer contents are not flipped,
    /// the names are y-up's: `.top` places the contents at the bounds' bottom edge on screen
    /// and `.bottom` at the top (UIImageView's content modes are named as they show).
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity.named(base.contentsGravity) }
        set {
            guard let g = newValue.onScreen else {
                RecordingLog.error("CALayer.contentsGravity '\(newValue.rawValue)' is not a contents gravity (resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight are)")
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
        if let copy = type(of: self).presentationCopy(of: self) as? Self { return copy }
        let p = CALayer.face(for: base.presentation(at: CACurrentMediaTime()))
        return p as? Self ?? (Self.self == CALayer.self ? p as? Self : nil)
    }
    /// The model layer (this one).
    open func model() -> Self { self }

    // MARK: Coordinates

    /// This layer's bounds coordinates to the root of its tree (the planar part of each level).
    private var toRoot: Transform2D {
        var t = Transform2D.identity
        var layer: Layer? = base
        while let l = layer {
            let b = l.bounds, a = l.anchorPoint
            t = t.concatenating(Transform2D(translationX: -b.minX - a.x * b.width, y: -b.minY - a.y * b.height))
                .concatenating(l.transform.affine ?? .identity)
                .concatenating(Transform2D(translationX: l.position.x, y: l.position.y))
            if let sup = l.superlayer, sup.sublayerTransform != .identity, let st = sup.sublayerTransform.affine {
                let sb = sup.bounds
                let ax = sb.minX + sup.anchorPoint.x * sb.width, ay = sb.minY + sup.anchorPoint.y * sb.height
                t = t.concatenating(Transform2D(translationX: -ax, y: -ay)).concatenating(st).concatenating(Transform2D(translationX: ax, y: ay))
            }
            layer = l.superlayer
        }
        return t
    }

    /// `p` in `l`'s coordinates (the tree's root's when nil) converted to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let inRoot = l.map { $0.toRoot.apply(to: p.raster) } ?? p.raster
        return CGPoint((toRoot.inverted() ?? .identity).apply(to: inRoot))
    }
    /// `p` in this layer's coordinates converted to `l`'s (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let inRoot = toRoot.apply(to: p.raster)
        return CGPoint(l.map { ($0.toRoot.inverted() ?? .identity).apply(to: inRoot) } ?? inRoot)
    }
    /// `r` in `l`'s coordinates converted to this layer's (the bounding box when rotated).
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let inRoot = l.map { $0.toRoot.apply(to: r.raster) } ?? r.raster
        return CGRect((toRoot.inverted() ?? .identity).apply(to: inRoot))
    }
    /// `r` in this layer's coordinates converted to `l`'s (the bounding box when rotated).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let inRoot = toRoot.apply(to: r.raster)
        return CGRect(l.map { ($0.toRoot.inverted() ?? .identity).apply(to: inRoot) } ?? inRoot)
    }

    /// True when `p` (in this layer's coordinates) lies inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (topmost first, by zPosition then order) containing `p`, given
    /// in the superlayer's coordinates; this layer when no sublayer does; nil outside the
    /// bounds. Hidden layers are not hit.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p
        for child in base.sublayersInDrawingOrder(z: { $0.zPosition }).reversed() {
            if let hit = CALayer.face(for: child).hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The layer's preferred size (its bounds' size).
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Rendering hints

    /// Whether Core Animation caches the layer as a bitmap. A cache at the screen's scale shows
    /// the same picture, so the layer is drawn as always; a rasterizationScale below the
    /// screen's (softer on a device) is warned about.
    open var shouldRasterize: Bool {
        get { shouldRasterizeStorage }
        set { shouldRasterizeStorage = newValue; warnIfRasterizedSofter() }
    }
    /// The scale of the rasterization cache (see shouldRasterize).
    open var rasterizationScale: CGFloat {
        get { rasterizationScaleStorage }
        set { rasterizationScaleStorage = newValue; warnIfRasterizedSofter() }
    }
    /// Checked when marked layers display (after both properties are set, in either order).
    private func warnIfRasterizedSofter() { DisplayQueue.add(self, to: &DisplayQueue.rasterization) }
    package func checkRasterization() {
        guard shouldRasterizeStorage, Double(rasterizationScaleStorage) < MainScreen.scale else { return }
        RecordingLog.warning("\(describedForMessages): shouldRasterize with rasterizationScale \(rasterizationScaleStorage) below the screen's "
            + "\(MainScreen.scale) is drawn at full resolution here; a device shows it softer")
    }
    /// Whether drawing may happen on another thread (stored: drawing here happens before each frame).
    open var drawsAsynchronously = false

    /// Converts a time between layers' time spaces. Layers here have no timing of their own
    /// (speed, beginTime, timeOffset are absent), so every layer shares the clock's time.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
    /// Converts a time between layers' time spaces (the same time: see convertTime(_:from:)).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }

    // MARK: Actions

    /// Sets a property of key `key` and, for a stand-alone layer, runs the action
    /// `action(forKey:)` gives (none by default) unless the transaction disables actions.
    private func change(_ key: String, _ property: LayerProperty, _ set: () -> Void) {
        willChange(property)
        let old = backsView ? nil : base.modelValue(property)
        set()
        changed()
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard !backsView, let action = action(forKey: key), !CATransaction.disableActions() else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let old, let from = CAKeyPath(key, isShapeLayer: self is CAShapeLayer).flatMap({ CALayer.swiftValue(old, $0.kind) }) {
            // An implicit animation runs from the value shown before the change.
            let a = basic.copy() as! CABasicAnimation
            if a.keyPath == nil { a.keyPath = key }
            a.fromValue = from
            a.run(forKey: key, object: self, arguments: nil)
            return
        }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The action for a change of `event`: the delegate's, else `actions[event]`, else the
    /// class's `defaultAction(forKey:)`; an NSNull from any of them means none.
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? type(of: self).defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }
    /// The action a class gives a key when nothing else does (none here: see docs/uikit.md).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// Whether changing `key` marks the layer for display (false for every key by default).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The value of `key` before it is set (nil for every key by default).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Display and layout (the queue and the drawing are in CALayer+Display.swift)

    /// Makes the layer's contents: the delegate's display(_:) when there is a delegate (whose
    /// default draws), else a new bitmap of the bounds at `contentsScale` drawn by draw(in:).
    open func display() {
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }
    /// Draws the layer's contents into `ctx` (user space is the bounds); the default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Lays out the sublayers (the default asks the delegate).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Animations

    /// Adds a copy of `anim` under `key`. A key path this layer cannot animate, or a value of
    /// the wrong kind, is recorded as an error the recorder throws (this call cannot throw, as
    /// on a device), naming the key path and the layer; the animation is not added.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        CATransaction.applyDefaults(to: copy)
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
        noteCustomAnimations(parts)
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


/// How `contents` is placed in the bounds (names in y-up terms, as Core Animation's).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")

    /// Pairs of Core Animation's name and where it lands on an iOS screen (contents not flipped: top and bottom swap).
    private static let screen: [(CALayerContentsGravity, ContentsGravity)] = [
        (.resize, .resize), (.resizeAspect, .resizeAspect), (.resizeAspectFill, .resizeAspectFill), (.center, .center),
        (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
        (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
    ]
    /// Where this gravity places contents on screen (nil for an unknown name).
    package var onScreen: ContentsGravity? { Self.screen.first { $0.0 == self }?.1 }
    /// The gravity that places contents at `g` on screen.
    package static func named(_ g: ContentsGravity) -> CALayerContentsGravity { screen.first { $0.1 == g }!.0 }
}
