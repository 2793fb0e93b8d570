// Status: not Apple API. Interim (issue 27): the bridge for the code that still hands engine
// views across — the catalog's engine-dialect animators (CatalogAnimator, EngineTransitionAnimator
// read `base`) and scenes built from engine views (`UIView.face(for:)`). It goes once those build
// and animate UIKit views; nothing else in the module uses it.
internal import Raster
package import Transitions

extension UIView: InterimViewMirror {
    /// Interim: an engine view over this view's layer whose tree is this view's (its subviews and
    /// superview are these views' engine views; engine edits of it edit this view's tree, without
    /// UIKit's callbacks, as engine edits always were). Made on first use; this view owns it.
    package var base: View {
        if let v = interimEngineView { return v }
        let v = View(layer: layer.base)
        v.interimMirror = self
        interimEngineView = v
        return v
    }

    /// Interim: the UIKit view over an engine view, made (with one over every view of the engine
    /// view's tree) on first use. Views made so stay alive as long as their engine views, which
    /// scenes keep: the scenes' trees are not freed until scenes build UIKit views.
    package static func face(for view: View) -> UIView { face(for: view, ownedByEngineView: true) }

    /// `ownedByEngineView`: the engine view keeps the tree's root UIView alive (a scene's view,
    /// asked for before anything holds it); false when a superview is about to hold it.
    private static func face(for view: View, ownedByEngineView: Bool) -> UIView {
        if let m = view.interimMirror as? UIView { return m }
        var root = view
        while let s = root.recordedSuperview { root = s }
        let top = wrapTree(root)
        if ownedByEngineView { root.interimMirrorOwner = top }
        return view.interimMirror as! UIView
    }

    private static func wrapTree(_ view: View) -> UIView {
        if let m = view.interimMirror as? UIView { return m }
        adoptedLayer = CALayer.face(for: view.layer)
        let face = UIView(frame: .zero)
        face.interimEngineView = view
        face.adoptSubviews(view.recordedSubviews.map(wrapTree))
        view.interimMirror = face
        return face
    }

    package var engineSubviews: [View] { subviews.map(\.base) }
    package var engineSuperview: View? { superview?.base }
    package func engineInsert(_ view: View, at index: Int) { placeSubview(UIView.face(for: view, ownedByEngineView: false), at: index) }
    package func engineRemoveFromSuperview() { detachFromSuperview() }

    /// Whether the engine view this view was made over draws its own contents (an image or text view).
    var interimEngineDrawsContents: Bool { interimEngineView is ImageView || interimEngineView is TextView }
    /// Draws the text of the engine text view this view was made over again (at the current scale).
    func interimRedrawEngineText() { (interimEngineView as? TextView)?.refreshContents() }
}
