internal import Raster
package import Transitions

/// UIView: a face over the engine's view; geometry and appearance read and write it, and inside
/// a `UIView.animate` block every change animates from what shows at that moment.
open class UIView: UIResponder {
    package let base: View
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

    /// A view with the given frame, backed by a layer of `layerClass` (or, right after
    /// `UIView.adopting(_:)`, over that engine view).
    public init(frame: CGRect) {
        let layerClass: AnyClass = Self.layerClass
        var madeOwnLayer = false
        if let adopted = UIView.adoptedBase {
            UIView.adoptedBase = nil
            base = adopted
        } else if layerClass == CALayer.self {
            base = View(frame: frame.raster)
        } else {
            base = View(layer: CALayer.make(layerClass).base)
            madeOwnLayer = true
        }
        super.init()
        if madeOwnLayer { base.frame = frame.raster }
        attach()
    }

    public override convenience init() { self.init(frame: .zero) }

    /// Views are not decoded from archives here: there are no storyboards.
    public required init?(coder: NSCoder) { return nil }

    /// The engine view the next `init(frame:)` on this thread stands over instead of making a
    /// plain one. Per thread: views are made on several threads at once in a parallel test run,
    /// and a hand-off shared between them gave a label another thread's plain view.
    private static var adoptedBase: View? {
        get { Thread.current.threadDictionary[adoptionKey] as? View }
        set { Thread.current.threadDictionary[adoptionKey] = newValue }
    }
    private static let adoptionKey = "render-transition.UIView.adoptedBase"

    /// Hands `base` to the `UIView.init(frame:)` that runs next and returns its frame: a subclass
    /// over a special engine view writes `super.init(frame: UIView.adopting(ImageView(...)))`, so
    /// UIView's designated initialisers stay UIKit's two and clients' subclasses inherit `init()`.
    /// The argument is evaluated right before the superclass initialiser runs, with nothing between.
    package static func adopting(_ base: View) -> CGRect {
        precondition(adoptedBase == nil, "UIView.adopting(_:) called twice before a UIView.init(frame:) ran")
        adoptedBase = base
        return CGRect(base.frame)
    }

    private func attach() {
        predictTraits()
        base.face = self
        let layerFace = CALayer.face(for: base.layer)
        layerFace.hostView = base
        layerFace.delegate = self
        // Asked once whether draw(_:) draws (UIView+Drawing.swift), as UIKit displays a new view.
        layerFace.setNeedsDisplay()
    }

    /// The face of an engine view (made on first use for views the engine created).
    package static func face(for view: View) -> UIView { (view.face as? UIView) ?? UIView(frame: adopting(view)) }

    open var layer: CALayer { CALayer.face(for: base.layer) }

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
        get { CGRect(base.frame) }
        set {
            let oldSize = base.bounds.size
            base.frame = newValue.raster
            if base.bounds.size != oldSize { sizeChanged(from: oldSize) }
            observedChange()
        }
    }
    open var bounds: CGRect {
        get { CGRect(base.bounds) }
        set {
            let oldSize = base.bounds.size
            base.bounds = newValue.raster
            if base.bounds.size != oldSize { sizeChanged(from: oldSize) }
            observedChange()
        }
    }
    open var center: CGPoint {
        get { CGPoint(base.center) }
        set { base.center = newValue.raster; observedChange() }
    }
    open var transform: CGAffineTransform {
        get { CGAffineTransform(base.transform) }
        set { base.transform = newValue.raster; observedChange() }
    }
    /// The 3D transform of the backing layer.
    open var transform3D: CATransform3D {
        get { CATransform3D(base.transform3D) }
        set { base.transform3D = newValue.raster }
    }

    /// Subclasses whose drawing depends on the size refresh it here.
    package func boundsSizeChanged() {}

    /// The bounds' size changed: lay out again, and resize the subviews by their masks.
    private func sizeChanged(from oldSize: Size) {
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        boundsSizeChanged()
        guard autoresizesSubviews else { return }
        let new = CGSize(base.bounds.size), old = CGSize(oldSize)
        for s in subviews where !s.autoresizingMask.isEmpty {
            s.frame = s.autoresizingMask.resized(s.frame, from: old, to: new)
        }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(base.alpha) }
        set { base.alpha = Double(newValue); observedChange() }
    }
    /// A dynamic colour resolves against the view's traits, and again when they change.
    open var backgroundColor: UIColor? {
        get { dynamicBackgroundColor ?? base.backgroundColor.map(UIColor.init) }
        set { base.backgroundColor = backgroundToShow(newValue); observedChange() }
    }
    open var isHidden: Bool {
        get { base.isHidden }
        set { base.isHidden = newValue; observedChange() }
    }
    open var clipsToBounds: Bool {
        get { base.clipsToBounds }
        set { base.clipsToBounds = newValue }
    }
    /// The view's mask (its layer's alpha multiplies this view's content).
    open var mask: UIView? {
        get { maskView }
        set { maskView = newValue; base.layer.mask = newValue?.base.layer }
    }
    private var maskView: UIView?

    // MARK: Hierarchy

    open var superview: UIView? { base.superview.map(UIView.face(for:)) }
    open var subviews: [UIView] { base.subviews.map(UIView.face(for:)) }
    open var window: UIWindow? {
        var v: UIView? = self
        while let c = v { if let w = c as? UIWindow { return w }; v = c.superview }
        return nil
    }

    open func addSubview(_ view: UIView) { insert(view) { base.addSubview(view.base) } }
    open func insertSubview(_ view: UIView, at index: Int) { insert(view) { base.insertSubview(view.base, at: index) } }
    // A view that is already a subview is taken out first: the engine finds the sibling's index
    // before it moves the view, which would land it one place too high.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insert(view) { if view !== sibling { base.insertSubview(view.base, aboveSubview: sibling.base) } }
    }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insert(view) { if view !== sibling { base.insertSubview(view.base, belowSubview: sibling.base) } }
    }
    open func bringSubviewToFront(_ view: UIView) { base.bringSubviewToFront(view.base) }
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        base.insertSubview(view.base, at: 0)
    }
    open func removeFromSuperview() {
        let old = superview
        let oldWindow = window
        layoutWillLeaveSuperview()
        willMove(toSuperview: nil)
        if oldWindow != nil { treeWillMove(toWindow: nil) }
        base.removeFromSuperview()
        if old != nil { didMoveToSuperview() }
        if oldWindow != nil { treeDidMoveToWindow() }
    }
    open func exchangeSubview(at i: Int, withSubviewAt j: Int) {
        let s = base.subviews
        guard s.indices.contains(i), s.indices.contains(j), i != j else { return }
        let (lo, hi) = (min(i, j), max(i, j))
        let a = s[lo], b = s[hi]
        base.insertSubview(b, at: lo)
        base.insertSubview(a, at: hi)
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
        if view.base.superview === base { view.base.removeFromSuperview() } else if view.superview != nil { view.layoutWillLeaveSuperview() }
        body()
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.treeDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
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
        let inRoot = base.convert(rect.raster, to: nil)
        guard let view else { return CGRect(inRoot) }
        return CGRect(view.fromRoot(inRoot))
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inRoot = view.map { $0.base.convert(rect.raster, to: nil) } ?? rect.raster
        return CGRect(fromRoot(inRoot))
    }

    /// A rectangle in the root's coordinates converted into this view's bounds (affine only).
    private func fromRoot(_ r: Rect) -> Rect {
        let toRoot = base.convert(Rect(x: 0, y: 0, width: 1, height: 1), to: nil)
        let origin = base.convert(Rect(x: 0, y: 0, width: 0, height: 0), to: nil).origin
        // The forward map is affine: find it from three points, then invert it.
        let px = base.convert(Rect(x: 1, y: 0, width: 0, height: 0), to: nil).origin
        let py = base.convert(Rect(x: 0, y: 1, width: 0, height: 0), to: nil).origin
        _ = toRoot
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
        if needsLayout {
            refreshSafeAreaInsets(deep: false)
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
