import Raster

/// The engine's own layer-backed view, shaped like UIView: what the engine's own animators and
/// demo screens (kept as the engine tests' references) build and animate. Package only: users
/// write UIKit's UIView, which owns its CALayer and stands on no engine view, and nothing hands
/// one kind to the other.
///
/// Geometry and appearance read and write the backing layer. Inside a `View.animate` block
/// every setter first records the value showing at that moment, so the block can animate
/// from it (UIKit's behaviour); outside a block changes take effect at once.
package class View {
    package let layer: Layer
    package private(set) var subviews: [View] = []
    package private(set) weak var superview: View?
    /// An identifier scenes and transitions use to find views (e.g. the trigger button).
    package var identifier: String?
    /// Set by scenes for views whose snapshot never changes: snapshots are cached under it.
    package var snapshotCacheKey: String?

    package init(frame: Rect = .zero) {
        layer = Self.makeLayer()
        layer.frame = frame
    }

    package init(layer: Layer) { self.layer = layer }

    /// The kind of layer backing views of this class.
    class func makeLayer() -> Layer { Layer() }

    /// Records the value showing now when a block animation is open (so the change animates).
    package func willChange(_ property: LayerProperty) { AnimationBlock.record(layer, property) }

    // MARK: Geometry

    package var frame: Rect {
        get { layer.frame }
        set { willChange(.position); willChange(.bounds); layer.frame = newValue }
    }

    package var bounds: Rect {
        get { layer.bounds }
        set { willChange(.bounds); layer.bounds = newValue }
    }

    package var center: Point {
        get { layer.position }
        set { willChange(.position); layer.position = newValue }
    }

    /// The affine transform (UIView.transform); 3D transforms go through `layer.transform`.
    package var transform: Transform2D {
        get { layer.transform.affine ?? .identity }
        set { willChange(.transform); layer.transform = Transform3D(newValue) }
    }

    package var transform3D: Transform3D {
        get { layer.transform }
        set { willChange(.transform); layer.transform = newValue }
    }

    // MARK: Appearance

    package var alpha: Double {
        get { layer.opacity }
        set { willChange(.opacity); layer.opacity = newValue }
    }

    package var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { willChange(.backgroundColor); layer.backgroundColor = newValue }
    }

    package var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    package var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    package var cornerRadius: Double {
        get { layer.cornerRadius }
        set { willChange(.cornerRadius); layer.cornerRadius = newValue }
    }

    // MARK: Hierarchy

    package func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    package func insertSubview(_ view: View, at index: Int) {
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
    package func insertSubview(_ view: View, aboveSubview sibling: View) {
        if view !== sibling { view.removeFromSuperview() }
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    package func insertSubview(_ view: View, belowSubview sibling: View) {
        if view !== sibling { view.removeFromSuperview() }
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    package func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    package func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    /// The first view in this subtree (self included) with the identifier.
    package func viewWithIdentifier(_ id: String) -> View? {
        if identifier == id { return self }
        for s in subviews { if let v = s.viewWithIdentifier(id) { return v } }
        return nil
    }

    /// Converts a rectangle in this view's bounds to `other`'s coordinates (affine ancestors only).
    package func convert(_ rect: Rect, to other: View?) -> Rect {
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
    package static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        AnimationBlock.run(duration: duration, delay: delay, curve: options.timingCurve, animations: animations, completion: completion)
    }

    /// The spring form: UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...).
    package static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        AnimationBlock.runSpring(duration: duration, delay: delay, dampingRatio: dampingRatio, initialVelocity: velocity,
                                 animations: animations, completion: completion)
    }

    /// Changes made in `changes` without animating, even inside an enclosing block.
    package static func performWithoutAnimation(_ changes: () -> Void) { AnimationBlock.withoutAnimation(changes) }
}
