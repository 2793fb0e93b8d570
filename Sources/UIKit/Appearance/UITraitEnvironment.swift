// UITraitEnvironment: `traitCollection` and traitCollectionDidChange(_:), adopted by views (the
// window too), view controllers, presentation controllers and the screen. Traits are inherited
// as UIKit inherits them: a window from the screen; a controller's view from its controller; a
// controller from its parent (with the parent's setOverrideTraitCollection(_:forChild:)), else
// from its presentation controller, else from the view its view sits in; a presentation
// controller from its container (with its overrideTraitCollection); any other view from its
// superview; overrideUserInterfaceStyle applies at each. A presented page sheet, form sheet,
// popover or automatic style is elevated (userInterfaceLevel: dark backgrounds a step lighter).
// A change (an override set, a view laid out in a window with another style) is delivered
// top-down — a controller before its view, a presentation controller before its container, a
// view before its subviews — when the override is set, and for every view when it is laid out
// (before layoutSubviews, as iOS 13+ updates traits); updateTraitsIfNeeded() delivers at once.
// Not here: willTransition(to:with:) for trait changes, iOS 17's traitOverrides and
// registerForTraitChanges.

package import Raster

/// An object with traits that hears when they change.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: Views

extension UIView: UITraitEnvironment {
    /// The view's traits: its controller's (or superview's, or the screen's) with its override.
    public var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    package var traitValues: TraitValues {
        let parent = owningController?.traitValues ?? superview?.traitValues ?? .screen
        return parent.overriding(style: traitStorage?.overrideStyle ?? .unspecified)
    }

    /// Forces light or dark on this view and its subviews (a window: on everything in it).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            traitState.overrideStyle = newValue
            propagateTraits()
        }
    }

    /// Delivers changed traits to this view's tree now (iOS 17's name for what layout does).
    public func updateTraitsIfNeeded() { propagateTraits() }

    /// Delivers changed traits here and down the tree.
    package func propagateTraits() {
        updateTraitsIfChanged()
        for s in subviews { s.propagateTraits() }
    }

    /// Delivers changed traits to this view (its controller and presentation controller first);
    /// the layout pass calls it for every view it visits.
    package func updateTraitsIfChanged() {
        owningController?.deliverTraits()
        layoutDelegate?.deliverTraits()
        TraitDelivery.deliver(traitValues, to: traitState) { previous, appearanceChanged in
            if appearanceChanged { traitAppearanceChanged() }
            traitCollectionDidChange(previous)
        }
    }

    /// The colour appearance or layout direction changed: dynamic colours resolve again and
    /// what the view draws (draw(_:), a label's text, a bar's items) is drawn again.
    package func traitAppearanceChanged() {
        if let d = traitStorage?.dynamicBackground, d.resolved == shownBackground {
            let resolved = d.color.resolvedColor(with: traitCollection).color
            traitState.dynamicBackground = (d.color, resolved)
            shownBackground = resolved
        }
        if layer.contents != nil { setNeedsDisplay() }
        traitAppearanceDidChange()
    }

    // MARK: Background (UIView.backgroundColor)

    /// The dynamic colour set as the background, while it is what the layer shows.
    package var dynamicBackgroundColor: UIColor? {
        guard let d = traitStorage?.dynamicBackground, d.resolved == shownBackground else { return nil }
        return d.color
    }

    /// The engine colour to show for `color`: a dynamic one resolved against the view's traits
    /// (and kept, to resolve again when they change).
    package func backgroundToShow(_ color: UIColor?) -> Color? {
        guard let color, color.isDynamic else {
            traitStorage?.dynamicBackground = nil
            return color?.color
        }
        let resolved = color.resolvedColor(with: traitCollection).color
        traitState.dynamicBackground = (color, resolved)
        return resolved
    }
}

// MARK: Controllers

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: its parent's (with the parent's override for it), else its
    /// presentation controller's, else those of the view its view sits in, with its override.
    public var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    package var traitValues: TraitValues {
        var parentValues: TraitValues
        if let p = parent {
            parentValues = p.traitValues
            if let o = p.traitStorage?.childOverrides[ObjectIdentifier(self)] { parentValues = parentValues.overlaid(with: o.values) }
        } else if let pc = presentationController {
            parentValues = pc.traitValues
        } else if let s = viewIfLoaded?.superview {
            parentValues = s.traitValues
        } else if let presenting = presentingViewController {
            parentValues = presenting.traitValues
        } else {
            parentValues = .screen
        }
        // A sheet or popover is elevated content (its dark backgrounds one step lighter), as on iOS 13+
        // (`.automatic` presents a page sheet there).
        if parent == nil, presentingViewController != nil, [.pageSheet, .formSheet, .popover, .automatic].contains(modalPresentationStyle) {
            parentValues.userInterfaceLevel = .elevated
        }
        return parentValues.overriding(style: traitStorage?.overrideStyle ?? .unspecified)
    }

    /// Forces light or dark on this controller, its children and their views.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitStorage?.overrideStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            traitState.overrideStyle = newValue
            propagateTraits()
        }
    }

    /// Traits `childViewController` takes over this controller's (nil removes them).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        traitState.childOverrides[ObjectIdentifier(childViewController)] = collection
        childViewController.propagateTraits()
    }
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitStorage?.childOverrides[ObjectIdentifier(childViewController)]
    }

    /// Delivers changed traits to this controller, its view's tree, and children without a view in it.
    package func propagateTraits() {
        if let v = viewIfLoaded { v.propagateTraits() } else { deliverTraits() }
        for c in children where c.viewIfLoaded?.superview == nil { c.propagateTraits() }
    }

    package func deliverTraits() {
        TraitDelivery.deliver(traitValues, to: traitState) { previous, _ in traitCollectionDidChange(previous) }
    }
}

// MARK: Presentation controllers

extension UIPresentationController: UITraitEnvironment {
    /// The traits of the container (else the presenting controller's), with the override.
    public var traitCollection: UITraitCollection { UITraitCollection(values: traitValues) }

    package var traitValues: TraitValues {
        let base = containerView?.traitValues ?? presentingViewController.traitValues
        return traitStorage?.overrideTraits.map { base.overlaid(with: $0.values) } ?? base
    }

    /// Traits the presented controller takes over the container's.
    public var overrideTraitCollection: UITraitCollection? {
        get { traitStorage?.overrideTraits }
        set {
            traitState.overrideTraits = newValue
            deliverTraits()
            presentedViewController.propagateTraits()
        }
    }

    package func deliverTraits() {
        TraitDelivery.deliver(traitValues, to: traitState) { previous, _ in traitCollectionDidChange(previous) }
    }
}

// MARK: The screen

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the recording's appearance and direction, the scale, the idiom.
    public var traitCollection: UITraitCollection { UITraitCollection(values: .screen) }
    /// The screen's traits do not change during a recording.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
