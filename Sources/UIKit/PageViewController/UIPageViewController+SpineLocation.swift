// Status: UIPageViewController asks its delegate's `pageViewController(_:spineLocationFor:)`
// for a page curl's spine when its view appears (the scene's orientation) and when the
// interface turns (a device recording's rotation: the orientation turned to), as UIKit asks in
// viewWillAppear and willRotateToInterfaceOrientation. While the delegate is asked,
// `setViewControllers` only keeps the pages for the new spine and `isDoubleSided` may change
// freely (UIKit's stash); a new spine then takes those pages, or the current ones if they fit,
// at once. A spine no curl has (`.none`), or pages that do not fit it, are the recording's
// errors (UIKit raises). Not here: UIKit's cross-fade of snapshots while the interface turns
// (the pages take their new places at once, as the window turns).

import Foundation

extension UIPageViewController {
    /// The view appears: a new spine (and its pages) takes effect before the pages appear.
    func spineLocationWillAppear() {
        let orientation = view.window?.windowScene?.interfaceOrientation ?? .portrait
        guard let (spine, pages) = askSpineLocation(for: orientation), spine != spineLocation else { return }
        // The pages appear with the view itself (its appearance reaches them): no calls of their own.
        apply(spine, pages: pages, appearance: false)
    }

    /// The interface turns: once the scene has turned (alongside the rotation), the delegate
    /// picks the spine for the new orientation; a new spine or new pages are laid out at once.
    func spineLocationWillTurn(with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { [weak self] _ in
            guard let self, let orientation = self.viewIfLoaded?.window?.windowScene?.interfaceOrientation,
                  let (spine, pages) = self.askSpineLocation(for: orientation),
                  spine != self.spineLocation || !Self.same(pages, self.viewControllers ?? []) else { return }
            UIView.performWithoutAnimation { self.apply(spine, pages: pages, appearance: true) }
        }, completion: nil)
    }

    /// Asks the delegate for the spine at `orientation`, keeping the pages it sets meanwhile:
    /// the spine and the pages it shows (those set, or the current ones), or nil when nothing
    /// changes or what the delegate gave is the recording's error.
    private func askSpineLocation(for orientation: UIInterfaceOrientation) -> (UIPageViewController.SpineLocation, [UIViewController])? {
        guard let delegate else { return nil }
        stashingForSpine = true
        stashedPages = nil
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        stashingForSpine = false
        let stash = stashedPages ?? []
        stashedPages = nil
        guard spine != .none else {
            RecordingLog.error("UIPageViewController: '\(spine.name)' is not a valid spine location; have pageViewController(_:spineLocationFor:) return .min, .mid or .max")
            return nil
        }
        // Nothing set and the same spine (the protocol's default answer): nothing to check or change.
        if stash.isEmpty, spine == spineLocation { return nil }
        let pages = stash.isEmpty ? viewControllers ?? [] : stash
        let required = Self.pageCount(for: spine)
        guard pages.count == required else {
            RecordingLog.error("UIPageViewController: the number of provided view controllers (\(pages.count)) doesn't match the number required (\(required)) for the requested spine location (\(spine.name)); set \(required) with setViewControllers inside pageViewController(_:spineLocationFor:)")
            return nil
        }
        return (spine, pages)
    }

    /// Takes `spine` with `pages` at once (a turn under way ends where it was headed first).
    private func apply(_ spine: UIPageViewController.SpineLocation, pages: [UIViewController], appearance: Bool) {
        if let running = curlTurn { endCurl(running, completed: true) }
        setSpine(spine)
        replacePages(with: pages, appearance: appearance)
        if isViewLoaded { layoutCurlPages() }
    }
}
