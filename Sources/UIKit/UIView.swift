internal import Raster
internal import Transitions

/// UIView: a view that owns its layer. Geometry and appearance read and write the layer, the
/// view keeps its own subviews (their layers in the same order in its layer), and inside a
/// `UIView.animate` block every change animates from what shows at that moment.
open class UIView: UIResponder {
    private let ownLayer: CALayer
    private var subviewList: [UIView] = []
    private weak var superviewLink: UIView?
    private var needsLayout = true
    /// Auto Layout's storage (constraints, guides, content priorities): Layout/ViewLayoutState.swift.
    package lazy var layoutState = ViewLayoutState()
    /// The controller whose view this is (it hears viewWill/DidLayoutSubviews).
    package weak var owningController: UIViewController?
    /// The presentation controller whose container this is (it hears the container's layout).
    weak var layoutDelegate: UIPresentationController?
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    open var tag = 0
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// How this view's frame follows a change of its superview's size (none by default, as for
    /// views made in code).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether a change of this view's size resizes its subviews by their masks.
    open var autoresizesSubviews = true
    open var tintColor: UIColor! = .systemBlue

    /// A view with the given frame, backed by a new layer of `layerClass`.
    public init(frame: CGRect) {
        let layerClass: AnyClass = Self.layerClass
        ownLayer = CALayer.make(layerClass)
        super.init()
        // A layer of the view's own class takes the frame as a change (inside a block it animates).
        if layerClass == CALayer.self { ownLayer.base.frame = frame.raster } else { writeFrame(frame.raster) }
        predictTraits()
        ownLayer.backsView = true
        ownLayer.delegate = self
        // Asked once whether draw(_:) draws (UIView+Drawing.swift), as UIKit displays a new view.
        ownLayer.setNeedsDisplay()
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are not decoded from archives here: there are no storyboards.
    public required init?(coder: NSCoder) { return nil }

    // The layer's engine layer holds the layer; the view is what holds it here (see CALayer.releaseEngineLink()).
    deinit { ownLayer.releaseEngineLink() }

    open var layer: CALayer { ownLayer }

    // MARK: Drawing (UIView+Drawing.swift)

    /// The class of the view's layer (CALayer; the module's own layer classes may be named).
    open class var layerClass: AnyClass { CALayer.self }
    /// Draws the view's contents into the current context (the view's bounds); UIView's own draws nothing.
    open func draw(_ rect: CGRect) { UIViewDrawing.defaultDrawReached = true }
    /// Displays the view's layer (CALayerDelegate): draw(_:) into a bitmap (UIView+Drawing.swift).
    open func display(_ layer: CALayer) { displayByDrawingView(layer) }
    /// The action for a change of the layer's `event` (CALayerDelegate): inside an animation
    /// block an animation with the block's timing, else none (UIView+LayerActions.swift).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { blockAction(for: layer, forKey: event) }
    /// Marks the view to draw again before the next frame.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks the view to draw again (the whole view redraws).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: Geometry

    open var frame: CGRect {
        get { CGRect(ownLayer.base.frame) }
        set {
            let oldSize = ownLayer.base.bounds.size
            writeFrame(newValue.raster)
            if ownLayer.base.bounds.size != oldSize { sizeChanged(from: oldSize) }
            observedChange()
        }
    }
    open var bounds: CGRect {
        get { CGRect(ownLayer.base.bounds) }
        set {
            let l = ownLayer.base
            let oldSize = l.bounds.size
            AnimationBlock.record(l, .bounds)
            l.bounds = newValue.raster
            if l.bounds.size != oldSize { sizeChanged(from: oldSize) }
            observedChange()
        }
    }
    open var center: CGPoint {
        get { CGPoint(ownLayer.base.position) }
        set {
            AnimationBlock.record(ownLayer.base, .position)
            ownLayer.base.position = newValue.raster
            observedChange()
        }
    }
    /// The affine part of the layer's transform.
    open var transform: CGAffineTransform {
        get { CGAffineTransform(ownLayer.base.transform.affine ?? .identity) }
        set {
            AnimationBlock.record(ownLayer.base, .transform)
            ownLayer.base.transform = Transform3D(newValue.raster)
            observedChange()
        }
    }
    /// The 3D transform of the backing layer.
    open var transform3D: CATransform3D {
        get { CATransform3D(ownLayer.base.transform) }
        set {
            AnimationBlock.record(ownLayer.base, .transform)
            ownLayer.base.transform = newValue.raster
        }
    }

    /// Sets the layer's frame as a change an open animation block animates (no layout follows).
    func writeFrame(_ frame: Rect) {
        let l = ownLayer.base
        AnimationBlock.record(l, .position)
        AnimationBlock.record(l, .bounds)
        l.frame = frame
    }

    /// Subclasses whose drawing depends on the size refresh it here.
    package func boundsSizeChanged() {}
    /// Whether the view makes its layer's contents itself (a label's text, an image view's
    /// image) rather than by draw(_:).
    package var makesOwnContents: Bool { false }
    /// Draws the view's text again at the current screen scale (the recorder's scale is set
    /// after the views are made); views without text have nothing to do.
    package func redrawTextAtCurrentScale() {}

    /// The bounds' size changed: lay out again, and resize the subviews by their masks.
    private func sizeChanged(from oldSize: Size) {
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        boundsSizeChanged()
        guard autoresizesSubviews else { return }
        let new = CGSize(ownLayer.base.bounds.size), old = CGSize(oldSize)
        for s in subviews where !s.autoresizingMask.isEmpty {
            s.frame = s.autoresizingMask.resized(s.frame, from: old, to: new)
        }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(ownLayer.base.opacity) }
        set {
            AnimationBlock.record(ownLayer.base, .opacity)
            ownLayer.base.opacity = Double(newValue)
            observedChange()
        }
    }
    /// A dynamic colour resolves against the view's traits, and again when they change.
    open var backgroundColor: UIColor? {
        get { dynamicBackgroundColor ?? shownBackground.map(UIColor.init) }
        set { shownBackground = backgroundToShow(newValue); observedChange() }
    }
    /// The colour the layer shows as the background (set as a change an open block animates).
    var shownBackground: Color? {
        get { ownLayer.base.backgroundColor }
        set {
            AnimationBlock.record(ownLayer.base, .backgroundColor)
            ownLayer.base.backgroundColor = newValue
        }
    }
    open var isHidden: Bool {
        get { ownLayer.base.isHidden }
        set { ownLayer.base.isHidden = newValue; observedChange() }
    }
    open var clipsToBounds: Bool {
        get { ownLayer.base.masksToBounds }
        set { ownLayer.base.masksToBounds = newValue }
    }
    /// The view's mask (its layer's alpha multiplies this view's content).
    open var mask: UIView? {
        get { maskView }
        set { maskView = newValue; ownLayer.base.mask = newValue?.ownLayer.base }
    }
    private var maskView: UIView?

    // MARK: Hierarchy

    open var superview: UIView? { superviewLink }
    open var subviews: [UIView] { subviewList }
    open var window: UIWindow? {
        var v: UIView? = self
        while let c = v { if let w = c as? UIWindow { return w }; v = c.superview }
        return nil
    }

    open func addSubview(_ view: UIView) { insert(view) { placeSubview(view, at: subviewList.count) } }
    open func insertSubview(_ view: UIView, at index: Int) { insert(view) { placeSubview(view, at: index) } }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insert(view) { if view !== sibling { placeSubview(view, aboveSubview: sibling) } }
    }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insert(view) { if view !== sibling { placeSubview(view, belowSubview: sibling) } }
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superviewLink === self else { return }
        placeSubview(view, at: subviewList.count)
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        placeSubview(view, at: 0)
    }
    open func removeFromSuperview() {
        let old = superview
        let oldWindow = window
        layoutWillLeaveSuperview()
        willMove(toSuperview: nil)
        if oldWindow != nil { treeWillMove(toWindow: nil) }
        detachFromSuperview()
        if old != nil { didMoveToSuperview() }
        if oldWindow != nil { treeDidMoveToWindow() }
    }
    open func exchangeSubview(at i: Int, withSubviewAt j: Int) {
        let s = subviewList
        guard s.indices.contains(i), s.indices.contains(j), i != j else { return }
        let (lo, hi) = (min(i, j), max(i, j))
        let a = s[lo], b = s[hi]
        placeSubview(b, at: lo)
        placeSubview(a, at: hi)
    }
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v { if c === view { return true }; v = c.superview }
        return false
    }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    /// Called before the view (and each of its subviews) enters or leaves a window (UIView+Window.swift).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (and each of its subviews) entered or left a window.
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}

    private func insert(_ view: UIView, _ body: () -> Void) {
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.treeWillMove(toWindow: newWindow) }
        if view.superviewLink === self { view.detachFromSuperview() } else if view.superview != nil { view.layoutWillLeaveSuperview() }
        body()
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.treeDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
    }

    // The tree edits themselves, without UIKit's callbacks (the public methods above add those).

    /// Puts `view` at `index` among the subviews (taking it out of its superview first), its
    /// layer in the same place among this layer's: before the next subview's layer, or last,
    /// so sublayers that are no view's stay above the subviews.
    func placeSubview(_ view: UIView, at index: Int) {
        view.detachFromSuperview()
        let i = min(max(index, 0), subviewList.count)
        subviewList.insert(view, at: i)
        view.superviewLink = self
        let sublayers = ownLayer.base.sublayers
        let layerIndex = i < subviewList.count - 1
            ? sublayers.firstIndex { $0 === subviewList[i + 1].ownLayer.base } ?? sublayers.count : sublayers.count
        ownLayer.base.insertSublayer(view.ownLayer.base, at: layerIndex)
    }

    // The sibling's index is taken once `view` has left its place: a view already below the
    // sibling (UIKit puts the presenting view under the presented one before a dismissal)
    // would otherwise land one place too high.
    func placeSubview(_ view: UIView, aboveSubview sibling: UIView) {
        if view !== sibling { view.detachFromSuperview() }
        placeSubview(view, at: subviewList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewList.count)
    }
    func placeSubview(_ view: UIView, belowSubview sibling: UIView) {
        if view !== sibling { view.detachFromSuperview() }
        placeSubview(view, at: subviewList.firstIndex { $0 === sibling } ?? 0)
    }

    /// Takes the view and its layer out of the superview.
    func detachFromSuperview() {
        guard let s = superviewLink else { return }
        s.subviewList.removeAll { $0 === self }
        ownLayer.base.removeFromSuperlayer()
        superviewLink = nil
    }

    // MARK: Touches

    /// The next responder: the controller whose view this is, else the superview.
    open override var next: UIResponder? { owningController ?? superview }

    /// The deepest visible, interactive descendant containing `point` (this view's bounds), front first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            if let hit = s.hitTest(s.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    /// Whether `point` (this view's bounds) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Coordinates

    /// A point in this view's bounds converted to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let r = convert(CGRect(origin: point, size: .zero), to: view)
        return r.origin
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let r = convert(CGRect(origin: point, size: .zero), from: view)
        return r.origin
    }
    /// A rectangle in this view's bounds converted to `view`'s (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inRoot = toRoot(rect.raster)
        guard let view else { return CGRect(inRoot) }
        return CGRect(view.fromRoot(inRoot))
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inRoot = view.map { $0.toRoot(rect.raster) } ?? rect.raster
        return CGRect(fromRoot(inRoot))
    }

    /// A rectangle in this view's bounds in the coordinates of its tree's root (the affine part
    /// of each layer's transform).
    private func toRoot(_ rect: Rect) -> Rect {
        var r = rect
        var v: UIView? = self
        while let cur = v {
            r = cur.toSuperview.apply(to: r)
            v = cur.superviewLink
        }
        return r
    }

    /// This view's bounds in its superview's coordinates (the affine part of its transform):
    /// one step of `toRoot`, for the safe area, which each view works out from its parent's.
    var boundsInSuperview: CGRect { CGRect(toSuperview.apply(to: bounds.raster)) }

    /// The map from this view's bounds to its superview's coordinates.
    private var toSuperview: Transform2D {
        let l = ownLayer.base
        return Transform2D(translationX: -l.bounds.minX - l.anchorPoint.x * l.bounds.width,
                           y: -l.bounds.minY - l.anchorPoint.y * l.bounds.height)
            .concatenating(l.transform.affine ?? .identity)
            .concatenating(Transform2D(translationX: l.position.x, y: l.position.y))
    }

    /// A rectangle in the root's coordinates converted into this view's bounds (affine only).
    private func fromRoot(_ r: Rect) -> Rect {
        let origin = toRoot(Rect(x: 0, y: 0, width: 0, height: 0)).origin
        // The forward map is affine: find it from three points, then invert it.
        let px = toRoot(Rect(x: 1, y: 0, width: 0, height: 0)).origin
        let py = toRoot(Rect(x: 0, y: 1, width: 0, height: 0)).origin
        let forward = Transform2D(a: px.x - origin.x, b: px.y - origin.y, c: py.x - origin.x, d: py.y - origin.y, tx: origin.x, ty: origin.y)
        guard let inverse = forward.inverted() else { return r }
        return inverse.apply(to: r)
    }

    // MARK: Layout

    open func setNeedsLayout() { needsLayout = true }
    /// Lays out this view (if marked) and then its subviews, as the layout pass does.
    open func layoutIfNeeded() {
        // Changed traits reach the view before its layout (Appearance/UITraitEnvironment.swift).
        updateTraitsIfChanged()
        // The outermost call solves the tree's constraints and writes their frames first.
        let solvedHere = LayoutPass.begin(from: self)
        defer { if solvedHere { LayoutPass.end() } }
        // Insets that changed since the last pass (the view or an ancestor moved) mark the view
        // for layout, as UIKit's safe-area update does, so its controller hears of it.
        refreshSafeAreaInsets(deep: false)
        if needsLayout {
            needsLayout = false
            layoutDelegate?.containerViewWillLayoutSubviews()
            owningController?.layoutChildViews()
            owningController?.viewWillLayoutSubviews()
            UITraitCollection.withCurrent(traitCollection) { layoutSubviews() }
            owningController?.viewDidLayoutSubviews()
            layoutDelegate?.containerViewDidLayoutSubviews()
        }
        for s in subviews { s.layoutIfNeeded() }
    }
    open func layoutSubviews() {}
    /// Called when the view's traits changed (Appearance/UITraitEnvironment.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Subclasses whose drawing follows the colour appearance or layout direction refresh it here.
    package func traitAppearanceDidChange() {}
    /// Called when `safeAreaInsets` changed (UIView+SafeArea.swift).
    open func safeAreaInsetsDidChange() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        bounds = CGRect(origin: bounds.origin, size: s)
    }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Override to add or change constraints before the layout pass solves them (call super).
    open func updateConstraints() {}
    open class var requiresConstraintBasedLayout: Bool { false }
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Gestures

    open func addGestureRecognizer(_ g: UIGestureRecognizer) {
        g.view?.removeGestureRecognizer(g)
        gestureRecognizers = (gestureRecognizers ?? []) + [g]
        g.view = self
    }
    open func removeGestureRecognizer(_ g: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === g }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        if g.view === self { g.view = nil }
    }
    /// Whether a recognizer attached to this view may begin (asked before its delegate; true).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// Swift 4's spelling of `UIView.ContentMode`.
public typealias UIViewContentMode = UIView.ContentMode
