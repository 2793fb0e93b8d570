import Raster

/// The engine's own layer-backed view, shaped like UIView: what the catalog's engine-dialect
/// animators and the scenes still build and animate (package only; users write UIKit's UIView,
/// which owns its CALayer and stands on no engine view). Goes once those move to UIKit.
///
/// Geometry and appearance read and write the backing layer. Inside a `View.animate` block
/// every setter first records the value showing at that moment, so the block can animate
/// from it (UIKit's behaviour); outside a block changes take effect at once.
package class View {
    package let layer: Layer
    /// The views of this one when no UIKit view stands over it (see `interimMirror`).
    private var ownSubviews: [View] = []
    private weak var ownSuperview: View?
    /// An identifier scenes and transitions use to find views (e.g. the trigger button).
    package var identifier: String?
    /// Set by scenes for views whose snapshot never changes: snapshots are cached under it.
    package var snapshotCacheKey: String?
    /// Interim (issue 27): the UIKit view standing over this view's layer, while engine-dialect
    /// transitions and scenes still hand engine views to UIKit. Its tree is then this view's:
    /// `subviews`, `superview` and the tree edits go to it. Weak: the UIKit view owns this one.
    package weak var interimMirror: (any InterimViewMirror)?
    /// Interim: holds the mirror when this view came first (a scene's view) and the mirror was made over it.
    package var interimMirrorOwner: AnyObject?

    package var subviews: [View] { interimMirror?.engineSubviews ?? ownSubviews }
    package var superview: View? {
        if let m = interimMirror { return m.engineSuperview }
        return ownSuperview
    }
    /// The superview this view's own tree records (with a UIKit view over it, `superview` is that view's).
    package var recordedSuperview: View? { ownSuperview }
    /// The subviews this view's own tree records.
    package var recordedSubviews: [View] { ownSubviews }

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
        if let m = interimMirror { return m.engineInsert(view, at: index) }
        view.removeFromSuperview()
        let i = min(max(index, 0), ownSubviews.count)
        ownSubviews.insert(view, at: i)
        view.ownSuperview = self
        // Layers of views keep the same order as the views; other sublayers stay above them.
        let layerIndex = i < ownSubviews.count - 1 ? layer.sublayers.firstIndex { $0 === ownSubviews[i + 1].layer } ?? layer.sublayers.count : layer.sublayers.count
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
        if let m = interimMirror { return m.engineRemoveFromSuperview() }
        guard let s = ownSuperview else { return }
        s.ownSubviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        ownSuperview = nil
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

/// Interim (issue 27): a UIKit view standing over an engine view's layer, answering for the
/// engine view's tree while engine-dialect code (the catalog's engine animators, scenes) still
/// edits engine views. Goes once nothing hands engine views to UIKit.
package protocol InterimViewMirror: AnyObject {
    var engineSubviews: [View] { get }
    var engineSuperview: View? { get }
    /// Engine code put `view` at `index` among the subviews (no UIKit callbacks, as before).
    func engineInsert(_ view: View, at index: Int)
    /// Engine code took the view out of its superview.
    func engineRemoveFromSuperview()
}
