// Covers UISheetPresentationController: the presentation controller of `.pageSheet`, `.formSheet`
// and `.automatic` (on a phone an edge-attached sheet below the status bar, the cards behind it
// scaled back over black; on a pad a form sheet is a centred card), `detents`,
// `selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`, `prefersGrabberVisible` (drawn),
// `preferredCornerRadius`, `animateChanges(_:)` (the change animates on the sheet's spring),
// `invalidateDetents()`, the swipe to dismiss (UISheetPresentationController+Drag.swift) and
// `UISheetPresentationControllerDelegate`. Stored and documented as out of reach (recordings are
// portrait, have no scroll-to-expand gesture, no keyboard): `prefersScrollingExpandsWhenScrolledToEdge`,
// `prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached`,
// `sourceView`, `prefersPageSizing`. A pad's form sheet lays its content out at the card's size
// with the safe area of the card at rest (zero for the centred card).

import Foundation

/// Hears the selected detent change when the user drags a sheet to another one.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// A page or form sheet: a card that slides up over the presenting screen, which scales back
/// behind it when the card reaches its full height.
open class UISheetPresentationController: UIPresentationController {
    /// `preferredCornerRadius`'s value for UIKit's own radius.
    public static let automaticDimension = CGFloat.greatestFiniteMagnitude

    /// The heights the sheet may rest at (large only by default).
    open var detents: [Detent] = [.large()] {
        didSet { detentsChanged() }
    }
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }
    /// The largest detent at which the presenting screen is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsChanged() }
    }
    /// Whether a grabber is drawn at the top of the sheet.
    open var prefersGrabberVisible = false {
        didSet { changed() }
    }
    /// The sheet's corner radius (`automaticDimension`: UIKit's, 10 pt); must be 0 or more.
    open var preferredCornerRadius: CGFloat = UISheetPresentationController.automaticDimension {
        didSet {
            if !(preferredCornerRadius >= 0) { RecordingLog.error(Self.negativeRadiusMessage(preferredCornerRadius)) }
            changed()
        }
    }
    /// Stored: a scroll view in the sheet never drags it in a recording (no scroll-to-expand).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Stored: recordings are portrait, so a compact height never happens.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Stored: only read in a compact height (landscape), which recordings never have.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Stored: only a popover adapting to a sheet anchors to it.
    open weak var sourceView: UIView?
    /// Stored: the iPad page sheet's page sizing is not drawn (a pad page sheet is a form sheet here).
    open var prefersPageSizing = true

    /// The stack node of this sheet, and the root's when this sheet stacks on the window's root view.
    let node = SheetNode(isRoot: false)
    private var rootNode: SheetNode?
    private var savedRoot: (transform: CGAffineTransform, cornerRadius: CGFloat, masks: Bool)?
    private lazy var card: SheetCardView = makeCard()
    private var dimmingView: UIView?
    private var confinedDimmingView: UIView?
    private var batchDepth = 0
    private var quietDetentChange = false
    private(set) var runningAnimator: UIViewPropertyAnimator?
    private var resolvedIdentifiers: [Detent.Identifier] = []
    var pan: UIPanGestureRecognizer?
    /// The drag's state (UISheetPresentationController+Drag.swift).
    var drag = SheetDragState()
    /// The dismissal a drag started, carried by the drag until it is released.
    var interactiveDismissal: UIViewControllerContextTransitioning?
    var isDismissingInteractively = false
    /// The dismissal was the user's (a swipe): the delegate hears presentationControllerDidDismiss.
    var userDismissed = false

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    static func negativeRadiusMessage(_ r: CGFloat) -> String {
        "UISheetPresentationController.preferredCornerRadius is \(r): a corner radius must be 0 or more (or automaticDimension)"
    }

    // MARK: The presentation

    /// The card: the presented controller's view is inside it.
    open override var presentedView: UIView? { card }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard containerView != nil else { return .zero }
        updateInputs()
        let shown = node.offset
        node.offset = selectedOffset
        defer { node.offset = shown }
        return node.untransformedFrame
    }

    open override var shouldRemovePresentersView: Bool { false }

    /// Whether this sheet floats as a centred card (a form sheet on a pad) rather than being
    /// attached to the bottom edge.
    private var floats: Bool {
        UIDevice.current.userInterfaceIdiom == .pad && presentedViewController.resolvedModalPresentationStyle != .fullScreen
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        if presentingViewController === presentedViewController, let p = presentedViewController.presentingViewController {
            presentingViewController = p
        }
        guard let container = containerView, let window = container.window else { return }
        if UIDevice.current.userInterfaceIdiom == .pad, presentedViewController.resolvedModalPresentationStyle == .pageSheet {
            RecordingLog.warning("\(type(of: presentedViewController)): a .pageSheet on a pad is drawn as a .formSheet (the page sheet's page sizing is not modelled)")
        }
        if presentedViewController.modalTransitionStyle != .coverVertical,
           presentedViewController.activeTransition?.animator is SheetTransitionAnimator {
            RecordingLog.warning("\(type(of: presentedViewController)): a sheet with modalTransitionStyle .\(presentedViewController.modalTransitionStyle) slides up as with .coverVertical (a sheet's other transition styles are not modelled); set modalPresentationStyle = .fullScreen for the full-screen style")
        }
        node.window = window
        node.view = card
        node.presented = true
        if floats {
            let preferred = presentedViewController.preferredContentSize
            node.floatingSize = preferred.width > 0 && preferred.height > 0 ? preferred : SheetMetrics.defaultFormSheetSize(screen: UIScreen.main.bounds.size)
        }
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        dimming.alpha = 0
        container.addSubview(dimming)
        dimmingView = dimming
        let confined = UIView(frame: .zero)
        confined.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        confined.alpha = 0
        confined.clipsToBounds = true
        confined.isHidden = true
        container.addSubview(confined)
        confinedDimmingView = confined
        container.addSubview(card)
        embedContent()
        linkParent()
        updateInputs()
        if floats { presentedViewController.view?.setSafeAreaInsets(restingSafeAreaInsets(in: container)) }
        node.offset = node.dismissOffset
        applyStack()
        // A transitioning delegate's own animator moves the card: the cards behind it scale back
        // and the dimming comes alongside, in its duration.
        if let t = presentedViewController.activeTransition, !(t.animator is SheetTransitionAnimator) {
            _ = t.animate(alongsideTransition: { [weak self] _ in
                guard let self else { return }
                // The transition set the content's frame to the card's: it fills the card at once.
                UIView.performWithoutAnimation { self.embedContent() }
                self.node.offset = self.selectedOffset
                self.applyStack(movingCard: false)
            }, completion: nil)
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed else { return tearDown() }
        embedContent()
        pan?.isEnabled = true
        if runningAnimator == nil {
            node.offset = selectedOffset
            applyStack()
        }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        if let t = presentedViewController.activeTransition, !(t.animator is SheetTransitionAnimator) {
            _ = t.animate(alongsideTransition: { [weak self] _ in
                guard let self else { return }
                self.node.offset = self.node.dismissOffset
                self.applyStack(movingCard: false)
            }, completion: nil)
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        interactiveDismissal = nil
        isDismissingInteractively = false
        guard completed else { return }
        tearDown()
        if userDismissed {
            userDismissed = false
            // After the dismissal has taken the controller down, as UIKit tells the delegate.
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            }
        }
    }

    /// A floating card's content lays out in the card at rest, as iPadOS lays out a form sheet:
    /// its safe area is the part of the window's unsafe edges the resting card covers (none for
    /// the centred card on a pad), not what the card crosses as it slides up from below the screen.
    private func restingSafeAreaInsets(in container: UIView) -> UIEdgeInsets {
        guard let window = container.window else { return .zero }
        let rest = container.convert(frameOfPresentedViewInContainerView, to: nil)
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - rest.minY, rest.height), left: clamp(safe.minX - rest.minX, rest.width),
                            bottom: clamp(rest.maxY - safe.maxY, rest.height), right: clamp(rest.maxX - safe.maxX, rest.width))
    }

    private func makeCard() -> SheetCardView {
        let c = SheetCardView(frame: .zero)
        c.owner = self
        let pan = UIPanGestureRecognizer(target: self, action: Selector(UISheetPresentationController.handlePan))
        pan.isEnabled = false
        c.addGestureRecognizer(pan)
        self.pan = pan
        return c
    }

    private func embedContent() {
        guard let content = presentedViewController.view else { return }
        if content.superview !== card.clippingView {
            content.removeFromSuperview()
            card.clippingView.addSubview(content)
        }
        content.transform = .identity
        content.frame = card.clippingView.bounds
    }

    /// The parent card: the sheet that presents this one, or the window's root view when the
    /// root view controller presents it; none over a full-screen or custom presentation.
    private func linkParent() {
        guard node.parent == nil, let window = containerView?.window else { return }
        var top: UIViewController = presentingViewController
        while let p = top.parent { top = p }
        if let parent = top.presentationController as? UISheetPresentationController, parent.containerView != nil {
            node.parent = parent.node
            parent.node.child = node
            return
        }
        guard top.presentationController == nil, window.rootViewController === top, let rootView = top.view else { return }
        let root = SheetNode(isRoot: true)
        root.window = window
        root.view = rootView
        savedRoot = (rootView.transform, rootView.layer.cornerRadius, rootView.layer.masksToBounds)
        rootView.transform = .identity
        root.rootFrame = rootView.convert(rootView.bounds, to: nil)
        rootView.transform = savedRoot!.transform
        root.child = node
        node.parent = root
        rootNode = root
    }

    private func tearDown() {
        runningAnimator?.stopAnimation(true)
        runningAnimator = nil
        let parent = node.parent
        node.presented = false
        if parent?.child === node { parent?.child = nil }
        node.parent = nil
        // The content's insets were the resting card's: once the sheet is gone its view follows
        // its window again (a later full-screen presentation of it gets the screen's insets).
        if floats { presentedViewController.view?.setSafeAreaInsets(nil) }
        if let root = rootNode, let view = root.view, let saved = savedRoot {
            view.transform = saved.transform
            view.layer.cornerRadius = saved.cornerRadius
            view.layer.masksToBounds = saved.masks
        } else if let parent {
            var bottom = parent
            while let p = bottom.parent { bottom = p }
            Self.apply(from: bottom)
        }
        rootNode = nil
        savedRoot = nil
        dimmingView?.removeFromSuperview()
        confinedDimmingView?.removeFromSuperview()
        dimmingView = nil
        confinedDimmingView = nil
        pan?.isEnabled = false
    }

    // MARK: Detents

    /// Resolves every detent against the container: the inactive ones left out, the largest
    /// first; the dimming detent is the smallest, or the one above the largest undimmed one.
    func updateInputs() {
        node.preferredCornerRadius = preferredCornerRadius == Self.automaticDimension || !(preferredCornerRadius >= 0) ? nil : preferredCornerRadius
        if !(preferredCornerRadius >= 0) { RecordingLog.error(Self.negativeRadiusMessage(preferredCornerRadius)) }
        node.wantsGrabber = prefersGrabberVisible
        guard containerView != nil else { return }
        let maximum = node.maximumDetentValue
        let context = SheetDetentContext(maximumDetentValue: maximum, containerHeight: node.window?.bounds.height ?? UIScreen.main.bounds.height)
        var entries: [(offset: CGFloat, id: Detent.Identifier)] = []
        for detent in node.floatingSize != nil ? [.large()] : detents {
            guard let value = detent.resolvedValue(in: context) else { continue }
            guard value.isFinite, value >= 0, value <= maximum + 1e-9 else {
                RecordingLog.error("UISheetPresentationController: the detent '\(detent.identifier.rawValue)' resolved to \(value), outside 0...\(maximum) (the context's maximumDetentValue): a detent must fit the screen")
                continue
            }
            entries.append((node.offset(forDetentValue: value), detent.identifier))
        }
        entries = entries.enumerated().sorted { $0.element.offset != $1.element.offset ? $0.element.offset < $1.element.offset : $0.offset < $1.offset }.map(\.element)
        node.detentOffsets = entries.map(\.offset)
        resolvedIdentifiers = entries.map(\.id)
        var dimming: Int? = entries.isEmpty ? nil : entries.count - 1
        if let undimmed = largestUndimmedDetentIdentifier, let i = resolvedIdentifiers.firstIndex(of: undimmed) {
            dimming = i == 0 ? nil : i - 1
        }
        node.dimmingIndex = dimming
    }

    /// The selected detent's offset, or the smallest one's.
    var selectedOffset: CGFloat {
        updateInputs()
        guard !node.detentOffsets.isEmpty else { return node.stackAlignmentFrame.minY }
        return node.detentOffsets[indexOfCurrentDetent]
    }

    var indexOfCurrentDetent: Int {
        selectedDetentIdentifier.flatMap { resolvedIdentifiers.firstIndex(of: $0) } ?? max(resolvedIdentifiers.count - 1, 0)
    }

    var resolvedDetentIdentifiers: [Detent.Identifier] { resolvedIdentifiers }

    /// Re-resolves the detents (a custom resolver's inputs changed).
    open func invalidateDetents() { detentsChanged() }

    /// Changes made in `changes` (the selected detent, the detents, the grabber, the radius) animate
    /// on the sheet's spring; made outside it they show at once.
    open func animateChanges(_ changes: () -> Void) {
        batchDepth += 1
        changes()
        batchDepth -= 1
        guard batchDepth == 0, containerView != nil, !isDismissingInteractively else { return }
        animate(toOffset: selectedOffset, velocity: 0, dampingRatio: SheetMetrics.springDampingRatio, completion: nil)
    }

    /// The selected detent a drag ends at: set without moving the card (the drag's spring does).
    var selectedDetentIdentifierFromDrag: Detent.Identifier? {
        get { selectedDetentIdentifier }
        set {
            quietDetentChange = true
            selectedDetentIdentifier = newValue
            quietDetentChange = false
        }
    }

    private func detentsChanged() {
        guard !quietDetentChange, batchDepth == 0, containerView != nil, runningAnimator == nil, !isDismissingInteractively,
              presentedViewController.activeTransition == nil else { return }
        node.offset = selectedOffset
        applyStack()
    }

    private func changed() {
        guard batchDepth == 0, containerView != nil else { return }
        applyStack()
    }

    // MARK: Laying out the stack

    /// Lays out every card of this sheet's stack for the offsets they have now.
    func applyStack(movingCard: Bool = true) {
        guard containerView != nil else { return }
        updateInputs()
        var bottom = node
        while let p = bottom.parent { bottom = p }
        Self.apply(from: bottom, skipping: movingCard ? nil : node)
    }

    private static func apply(from bottom: SheetNode, skipping: SheetNode? = nil) {
        var n: SheetNode? = bottom
        while let node = n {
            if node.isRoot, let view = node.view {
                view.transform = node.transform
                let r = node.topCornerRadius
                view.layer.cornerRadius = r
                view.layer.masksToBounds = true
            } else if let sheet = (node.view as? SheetCardView)?.owner {
                sheet.layOutOwnCard(moving: node !== skipping)
            }
            n = node.child
        }
    }

    private func layOutOwnCard(moving: Bool) {
        let frame = node.untransformedFrame
        if moving {
            card.bounds = CGRect(origin: .zero, size: frame.size)
            card.center = CGPoint(x: frame.midX, y: frame.midY)
            card.transform = node.transform
        }
        card.layOut(size: frame.size, topCornerRadius: node.topCornerRadius, roundsBottom: node.roundsBottomCorners,
                    grabberAlpha: node.grabberAlpha, showsGrabber: prefersGrabberVisible)
        if let dimming = dimmingView, let container = containerView {
            dimming.frame = container.bounds
            dimming.alpha = SheetMetrics.dimmingAlpha * node.percentDimmed
        }
        if let confined = confinedDimmingView {
            if let parent = node.parent, parent.view != nil {
                confined.isHidden = false
                let f = parent.untransformedFrame
                confined.bounds = CGRect(origin: .zero, size: f.size)
                confined.center = CGPoint(x: f.midX, y: f.midY)
                confined.transform = parent.transform
                confined.layer.cornerRadius = parent.topCornerRadius
                confined.alpha = SheetMetrics.dimmingAlpha * node.confinedPercentDimmed
            } else {
                confined.isHidden = true
            }
        }
    }

    // MARK: Animating

    /// Moves the sheet to `offset` on its spring (0.4 s), the cards behind it and the dimming
    /// with it; `velocity` in points per second.
    func animate(toOffset offset: CGFloat, velocity: CGFloat, dampingRatio: Double, completion: (() -> Void)?) {
        runningAnimator?.stopAnimation(true)
        runningAnimator = nil
        let distance = offset - node.offset
        let spring = SheetMetrics.spring(dampingRatio: dampingRatio, velocity: distance != 0 ? velocity / distance : 0)
        let animator = UIViewPropertyAnimator(duration: SheetMetrics.transitionDuration, timingParameters: spring)
        animator.addAnimations { [weak self] in
            guard let self else { return }
            self.node.offset = offset
            self.applyStack()
        }
        animator.addCompletion { [weak self, weak animator] _ in
            if let self, self.runningAnimator === animator { self.runningAnimator = nil }
            completion?()
        }
        runningAnimator = animator
        animator.startAnimation()
    }

    /// The offset the card shows now (mid-animation too).
    var displayedOffset: CGFloat {
        let f = card.layer.presentation()?.frame ?? card.frame
        return node.transform == .identity ? f.minY : node.offset
    }
}
