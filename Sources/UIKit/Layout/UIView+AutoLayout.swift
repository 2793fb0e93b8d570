// UIView's Auto Layout surface: translatesAutoresizingMaskIntoConstraints, constraints and their
// installation, the twelve anchors, layout guides, safe area and layout margins (with their guides),
// content hugging and compression resistance, the update-constraints cycle, systemLayoutSizeFitting.
// Not here: preservesSuperviewLayoutMargins, alignmentRectInsets,
// right-to-left layout, constraintsAffectingLayout(for:), hasAmbiguousLayout.

extension UIView {
    /// The axis a content priority applies to.
    public typealias Axis = NSLayoutConstraint.Axis

    /// iOS's standard spacing between sibling views (the system-spacing anchors and VFL's `-`).
    package static let systemSpacing: CGFloat = 8
    /// VFL's `|-` and `-|`: the standard spacing to the superview's edge.
    package static let superviewSpacing: CGFloat = 20

    /// True (the default for views made in code): the frame and autoresizing mask become
    /// constraints. False: constraints alone place the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translates }
        set {
            layoutState.translates = newValue
            ViewLayoutState.generation += 1
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    public func addConstraint(_ c: NSLayoutConstraint) {
        guard !c.isActive else { return }
        install(c)
    }
    public func addConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { addConstraint(c) } }
    public func removeConstraint(_ c: NSLayoutConstraint) { if c.installedOn === self { uninstall(c) } }
    public func removeConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { removeConstraint(c) } }

    package func install(_ c: NSLayoutConstraint) {
        layoutState.constraints.append(c)
        ViewLayoutState.installedCount += 1
        c.setInstalled(self)
    }

    package func uninstall(_ c: NSLayoutConstraint) {
        guard let i = layoutState.constraints.firstIndex(where: { $0 === c }) else { return }
        layoutState.constraints.remove(at: i)
        ViewLayoutState.installedCount -= 1
        c.setInstalled(nil)
        setNeedsLayout()
    }

    /// Before this view leaves its superview: constraints installed above it that reach into it
    /// are deactivated, as UIKit does.
    package func layoutWillLeaveSuperview() {
        guard ViewLayoutState.installedCount > 0 else { return }
        var ancestor = superview
        while let a = ancestor {
            for c in a.layoutState.constraints where [c.firstItem, c.secondItem].contains(where: { isInside($0) }) {
                a.uninstall(c)
            }
            ancestor = a.superview
        }
    }

    private func isInside(_ item: AnyObject?) -> Bool {
        NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Guides, safe area, margins

    public var layoutGuides: [UILayoutGuide] { layoutState.guides }
    public func addLayoutGuide(_ g: UILayoutGuide) {
        g.owningView?.removeLayoutGuide(g)
        g.owningView = self
        layoutState.guides.append(g)
    }
    public func removeLayoutGuide(_ g: UILayoutGuide) {
        guard g.owningView === self else { return }
        for c in layoutState.constraints where c.firstItem === g || c.secondItem === g { uninstall(c) }
        layoutState.guides.removeAll { $0 === g }
        g.owningView = nil
    }

    /// The bounds less `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { layoutState.systemGuide(.safeArea, owner: self) }
    /// The bounds less `layoutMargins` (and the safe area while `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide { layoutState.systemGuide(.layoutMargins, owner: self) }

    /// Gives this view its safe-area insets directly, in place of what its window and
    /// controllers make of them (UIView+SafeArea.swift): for a view laid out outside a window.
    /// nil returns the view to the insets its window and controllers give it.
    package func setSafeAreaInsets(_ insets: UIEdgeInsets?) {
        layoutState.safeAreaInsets = insets
        setNeedsLayout()
    }

    /// 8 points on each side, 16 on the sides of a view controller's root view (as iOS on an iPhone).
    public var layoutMargins: UIEdgeInsets {
        get {
            if let m = layoutState.layoutMargins { return m }
            return owningController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                                           : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        set {
            layoutState.layoutMargins = newValue
            setNeedsLayout()
        }
    }
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsLayoutMarginsFromSafeArea }
        set { layoutState.insetsLayoutMarginsFromSafeArea = newValue; setNeedsLayout() }
    }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }
    public func setContentHuggingPriority(_ p: UILayoutPriority, for axis: Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = p } else { layoutState.hugging.vertical = p }
        setNeedsLayout()
    }
    public func contentCompressionResistancePriority(for axis: Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compression.horizontal : layoutState.compression.vertical
    }
    public func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: Axis) {
        if axis == .horizontal { layoutState.compression.horizontal = p } else { layoutState.compression.vertical = p }
        setNeedsLayout()
    }

    /// The intrinsic size is read again on the next layout pass.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: The update-constraints cycle

    public func setNeedsUpdateConstraints() { layoutState.needsUpdateConstraints = true }
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }
    /// Runs `updateConstraints()` for this view and its subviews that need it, subviews first.
    public func updateConstraintsIfNeeded() { LayoutPass.updateConstraints(in: self) }

    // MARK: Fitting

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size closest to `targetSize` that the view's own constraints and content allow.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The same, with the priorities at which the width and height want to equal the target.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                        verticalFittingPriority v: UILayoutPriority) -> CGSize {
        LayoutPass.fittingSize(of: self, target: targetSize, priorities: (h, v))
    }
}

/// The old global spellings of the fitting sizes.
public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize
public let UILayoutFittingExpandedSize = UIView.layoutFittingExpandedSize

extension NSLayoutConstraint {
    /// Horizontal or vertical (content priorities, stack views).
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

/// Swift 4's spelling of `NSLayoutConstraint.Axis`.
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
