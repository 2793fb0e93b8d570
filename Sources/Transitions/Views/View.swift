import Raster

/// A layer-backed view shaped like UIView, for code ported from UIKit.
///
/// Geometry and appearance read and write the backing layer. Inside a `View.animate` block
/// every setter first records the value showing at that moment, so the block can animate
/// from it (UIKit's behaviour); outside a block changes take effect at once.
open class View {
    public let layer: Layer
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// An identifier scenes and transitions use to find views (e.g. the trigger button).
    public var identifier: String?
    /// Set by scenes for views whose snapshot never changes: snapshots are cached under it.
    public var snapshotCacheKey: String?
    /// The UIKit-shaped object this view stands behind (the UIKit module's face); held strongly
    /// so a subclass instance added to a tree keeps its identity while only the tree holds it.
    package var face: AnyObject?

    public init(frame: Rect = .zero) {
        layer = Self.makeLayer()
        layer.frame = frame
    }

    package init(layer: Layer) { self.layer = layer }

    /// The kind of layer backing views of this class.
    class func makeLayer() -> Layer { Layer() }

    /// Records the value showing now when a block animation is open (so the change animates).
    package func willChange(_ property: LayerProperty) {
        AnimationBlock.current?.record(layer, property)
    }

    // MARK: Geometry

    public var frame: Rect {
        get { layer.frame }
        set { willChange(.position); willChange(.bounds); layer.frame = newValue }
    }

    public var bounds: Rect {
        get { layer.bounds }
        set { willChange(.bounds); layer.bounds = newValue }
    }

    public var center: Point {
        get { layer.position }
        set { willChange(.position); layer.position = newValue }
    }

    /// The affine transform (UIView.transform); 3D transforms go through `layer.transform`.
    public var transform: Transform2D {
        get { layer.transform.affine ?? .identity }
        set { willChange(.transform); layer.transform = Transform3D(newValue) }
    }

    public var transform3D: Transform3D {
        get { layer.transform }
        set { willChange(.transform); layer.transform = newValue }
    }

    // MARK: Appearance

    public var alpha: Double {
        get { layer.opacity }
        set { willChange(.opacity); layer.opacity = newValue }
    }

    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { willChange(.backgroundColor); layer.backgroundColor = newValue }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    public var cornerRadius: Double {
        get { layer.cornerRadius }
        set { willChange(.cornerRadius); layer.cornerRadius = newValue }
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        // Layers of views keep the same order as the views; other sublayers stay above them.
        let layerIndex = i < subviews.count - 1 ? layer.sublayers.firstIndex { $0 === subviews[i + 1].layer } ?? layer.sublayers.count : layer.sublayers.count
        layer.insertSublayer(view.layer, at: layerIndex)
    }

    // The sibling's index is taken once `view` has left its place: a view already below the
    // sibling (UIKit puts the presenting view under the presented one before a dismissal)
    // would otherwise land one place too high.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if view !== sibling { view.removeFromSuperview() }
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if view !== sibling { view.removeFromSuperview() }
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    public func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// The first view in this subtree (self included) with the identifier.
    public func viewWithIdentifier(_ id: String) -> View? {
        if identifier == id { return self }
        for s in subviews { if let v = s.viewWithIdentifier(id) { return v } }
        return nil
    }

    /// Converts a rectangle in this view's bounds to `other`'s coordinates (affine ancestors only).
    public func convert(_ rect: Rect, to other: View?) -> Rect {
        var r = rect
        var v: View? = self
        while let cur = v, cur !== other {
            let l = cur.layer
            let toParent = Transform2D(translationX: -l.bounds.minX - l.anchorPoint.x * l.bounds.width,
                                           y: -l.bounds.minY - l.anchorPoint.y * l.bounds.height)
                .concatenating(l.transform.affine ?? .identity)
                .concatenating(Transform2D(translationX: l.position.x, y: l.position.y))
            r = toParent.apply(to: r)
            v = cur.superview
        }
        return r
    }

    // MARK: Block animations

    /// UIView.animate(withDuration:delay:options:animations:completion:).
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = options.timingCurve
        runBlock(animations: animations, completion: completion) { property in
            let a = BasicAnimation(keyPath: property.rawValue)
            a.duration = max(duration, 1e-9)
            a.timingCurve = timing
            a.beginTime = currentMediaTime() + max(delay, 0)
            if delay > 0 { a.fillMode = .backwards }
            return a
        } fallbackEnd: { currentMediaTime() + max(delay, 0) + max(duration, 0) }
    }

    /// A block animation paced by any timing function (UIViewPropertyAnimator's control points and
    /// keyframe segments); what the UIKit module's animation forms go through.
    package static func animate(withDuration duration: Double, delay: Double, timing: TimingFunction,
                                animations: () -> Void, completion: ((Bool) -> Void)?) {
        runBlock(animations: animations, completion: completion) { property in
            let a = BasicAnimation(keyPath: property.rawValue)
            a.duration = max(duration, 1e-9)
            a.timingFunction = timing
            a.beginTime = currentMediaTime() + max(delay, 0)
            if delay > 0 { a.fillMode = .backwards }
            return a
        } fallbackEnd: { currentMediaTime() + max(delay, 0) + max(duration, 0) }
    }

    /// True while a `View.animate` block's closure runs (changes made now animate).
    package static var isInsideAnimationBlock: Bool { AnimationBlock.current != nil }

    /// The spring form: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...).
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        runBlock(animations: animations, completion: completion) { property in
            let a = SpringAnimation(keyPath: property.rawValue)
            a.mass = spring.mass; a.stiffness = spring.stiffness; a.damping = spring.damping
            a.initialVelocity = spring.initialVelocity
            a.duration = max(duration, 1e-9)
            a.beginTime = currentMediaTime() + max(delay, 0)
            if delay > 0 { a.fillMode = .backwards }
            return a
        } fallbackEnd: { currentMediaTime() + max(delay, 0) + max(duration, 0) }
    }

    /// Changes made in `changes` without animating, even inside an enclosing block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationBlock.$current.withValue(nil) { changes() }
    }

    private static func runBlock(animations: () -> Void, completion: ((Bool) -> Void)?,
                                 make: @escaping (LayerProperty) -> BasicAnimation, fallbackEnd: () -> Double) {
        let block = AnimationBlock(makeAnimation: make)
        let enclosing = AnimationBlock.current
        AnimationBlock.$current.withValue(block) { animations() }
        let now = currentMediaTime()
        // A block that set no animatable property (nor had a nested block that did) made no
        // animation whose end UIKit could wait for: its completion runs at once, on the next
        // turn of the clock, whatever the duration (Presentr's flip chains its second half off
        // such a block). One that set a property to the value it had still waits: UIKit adds an
        // additive animation of no visible change for it.
        let setNothing = block.changes.isEmpty && !block.hasNestedChanges
        if !setNothing { enclosing?.hasNestedChanges = true }
        let end = setNothing ? now : max(block.commit(now: now), fallbackEnd())
        if let completion {
            if let clock = Timeline.current { clock.schedule(at: end) { completion(true) } } else { completion(true) }
        }
    }
}
