// Status: which controller presents when `present(_:animated:completion:)` is called on a child
// (UIKit's presentation context): for every style but `.currentContext`/`.overCurrentContext`
// the root of the caller's containment chain (its navigation, tab or split controller, or the
// presented controller it sits in); for those two the nearest ancestor, itself included, whose
// `definesPresentationContext` is true, else that root. `presentingViewController` of the
// presented controller, the transition's `.from` controller and `presenting:` of the
// transitioning delegate's calls are that controller; `source:` is the one called. Not modelled:
// a context controller's own frame (the container is always the window's bounds).

extension UIViewController {
    /// The controller that presents `style` when this one is asked to.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var c: UIViewController? = self
            while let candidate = c {
                if candidate.definesPresentationContext { return candidate }
                c = candidate.parent
            }
        }
        var root = self
        while let p = root.parent { root = p }
        return root
    }
}
