internal import Transitions

extension UIViewController {
    /// Presents `vc` over this controller's presentation context (UIViewController+PresentationContext.swift),
    /// or over the controller that one presented, as UIKit does.
    public func present(_ vc: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentationContext(for: vc.resolvedModalPresentationStyle).present(vc, source: self, animated: flag, completion: completion)
    }

    private func present(_ vc: UIViewController, source: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        if let covering = presentedViewController { return covering.present(vc, animated: flag, completion: completion) }
        guard let window = view.window else {
            RecordingLog.error("present(\(type(of: vc))): the presenting \(type(of: self)) is not in the window; present from a controller that is on screen")
            return
        }
        presentedViewController = vc
        vc.presentingViewController = self
        let style = vc.resolvedModalPresentationStyle
        if style == .popover {
            RecordingLog.warning("\(type(of: vc)).modalPresentationStyle .\(style) is drawn as .fullScreen (a device shows a sheet); set .fullScreen or .custom")
        }
        let isCustom = style == .custom
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let presentation = isCustom ? vc.transitioningDelegate?.presentationController(forPresented: vc, presenting: self, source: source)
            ?? UIPresentationController(presentedViewController: vc, presenting: self) : style.isSheet ? vc.sheetPresentationController : nil
        presentation?.containerView = container
        vc.presentationController = presentation
        let keepsPresenter = isCustom || style.isSheet || style == .overFullScreen || style == .overCurrentContext
        if !keepsPresenter { container.addSubview(view) }
        let custom = vc.transitioningDelegate?.animationController(forPresented: vc, presenting: self, source: source)
            ?? (presentation is UISheetPresentationController ? vc.sheetAnimator(presenting: true) : nil)
        let system = custom == nil
        let animator = custom ?? vc.modalTransitionStyle.systemAnimator(presenting: true)
        let interaction = flag ? vc.transitioningDelegate?.interactionControllerForPresentation(using: animator)
            ?? (system ? SystemTransitionOverrides.current?.interaction : nil) : nil
        let t = ControllerTransition(kind: .present, from: self, to: vc, container: container, animator: animator, interaction: interaction,
                                     animated: flag, presentation: presentation, style: style)
        t.finish = { [unowned self] done in
            if done {
                if !keepsPresenter { self.view.removeFromSuperview() }
                presentation?.presentationTransitionDidEnd(true)
                completion?()
            } else {
                presentation?.presentationTransitionDidEnd(false)
                vc.view.removeFromSuperview()
                if !keepsPresenter { window.insertSubview(self.view, belowSubview: container) }
                container.removeFromSuperview()
                self.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationController = nil
            }
        }
        t.willBegin = { presentation?.presentationTransitionWillBegin() }
        if let presentation { container.layoutDelegate = presentation }
        t.start()
    }

    /// Dismisses the controller this one presented (or this one, when it was presented).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController, presenter: UIViewController
        if let p = presentedViewController { presented = p; presenter = self }
        else if let p = presentingViewController { presented = self; presenter = p }
        else if let p = parent { return p.dismiss(animated: flag, completion: completion) }
        else { completion?(); return }
        guard let container = presented.presentationController?.containerView ?? presented.view.superview, let window = container.window else {
            RecordingLog.error("dismiss: the presented \(type(of: presented)) is not on screen")
            return
        }
        let style = presented.resolvedModalPresentationStyle
        let keepsPresenter = style == .custom || style.isSheet || style == .overFullScreen || style == .overCurrentContext
        if !keepsPresenter { container.insertSubview(presenter.view, belowSubview: presented.view) }
        let presentation = presented.presentationController
        let custom = presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? (presentation is UISheetPresentationController ? presented.sheetAnimator(presenting: false) : nil)
        let system = custom == nil
        let animator = custom ?? presented.modalTransitionStyle.systemAnimator(presenting: false)
        let interaction = flag ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
            ?? (system ? SystemTransitionOverrides.current?.interaction : nil) : nil
        let t = ControllerTransition(kind: .dismiss, from: presented, to: presenter, container: container, animator: animator,
                                     interaction: interaction, animated: flag, presentation: presentation, style: style)
        t.finish = { done in
            presentation?.dismissalTransitionDidEnd(done)
            if done {
                presented.view.removeFromSuperview()
                if !keepsPresenter { window.insertSubview(presenter.view, belowSubview: container) }
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationController = nil
                completion?()
            } else if !keepsPresenter {
                presenter.view.removeFromSuperview()
            }
        }
        t.willBegin = { presentation?.dismissalTransitionWillBegin() }
        t.start()
    }
}
