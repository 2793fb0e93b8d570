import Foundation
import Raster
import Transitions
import UIKit
import UIKitRecorder
@testable import TransitionCatalog

/// A catalog entry run as the catalog runs it (a push in a navigation controller with its bar
/// hidden, or a full-screen presentation), on controllers the test holds, so a test can read
/// the views' presentation layers at chosen moments of the transition: `DispatchQueue.main`
/// work scheduled when the transition starts runs at those times on the recorder's virtual clock.
struct CatalogProbe {
    /// The controllers of the screen the transition leaves and of the one it shows; their views
    /// are made inside the recording, where UIKit code runs (one recording at a time).
    let from: UIViewController
    let to: UIViewController
    var fromView: UIView { from.view }
    var toView: UIView { to.view }
    /// The transition's container, as it was when the transition started (kept after the end).
    var transitionContainer: UIView? { started.container }
    private let started = Started()

    private final class Started {
        var container: UIView?
    }

    /// What the transition left in its container once it ended: no view but the screen it shows.
    var leftOnlyTheToView: Bool {
        guard let c = transitionContainer else { return false }
        return c.subviews.allSatisfy { $0 === toView }
    }

    /// The transition's container while it runs: the view holding the screen it shows.
    var container: UIView? { toView.superview }

    /// Runs `transition` from `scene`'s screens (forward: `from` to `to`; reverse: back), calls
    /// `sample` at each time of `times` (seconds after the transition starts) with the views,
    /// and returns the recording (the views as they were left).
    @discardableResult
    static func run(_ transition: String, scene: UIKitScene, reverse: Bool = false, trigger: Rect? = nil, scale: Double = 1,
                    at times: [Double] = [], sample: @escaping (Double, CatalogProbe) -> Void = { _, _ in }) throws -> (Recording, CatalogProbe) {
        guard let entry = Catalog.named(transition) else { throw CatalogRecordingSupport.SupportError("no catalog entry \(transition)") }
        let size = scene.size
        let home = ScreenController(scene.from, size: size), other = ScreenController(scene.to, size: size)
        let probe = reverse ? CatalogProbe(from: other, to: home) : CatalogProbe(from: home, to: other)
        // The trigger as a scene gives it: the rectangle asked for, the scene's, or its trigger
        // view's frame in the screen being left (read when UIKit asks for the animator).
        let setup = { () -> CatalogSetup in
            let leaving = probe.fromView
            let triggerView = scene.triggerIdentifier.flatMap { id in Self.firstView(in: leaving, identifiedBy: id) }
            let rect = (trigger ?? scene.triggerFrame).map(CGRect.init) ?? triggerView.map { $0.convert($0.bounds, to: leaving) }
            return CatalogSetup(isForward: !reverse, trigger: rect, homeView: home.view)
        }
        var delegate: NSObject?
        switch entry.animation {
        case .animator(let make):
            delegate = entry.kind == .push ? SceneNavigationDelegate({ make(setup()) }, interaction: nil)
                : SceneTransitioningDelegate({ make(setup()) }, interaction: nil)
        case .system(let style):
            if let style { other.modalTransitionStyle = style }
        case .sheet:
            throw CatalogRecordingSupport.SupportError("\(transition) is a sheet, which UIKit presents on its own")
        }
        let root: UIViewController
        let start: () -> Void
        if entry.kind == .push {
            let nav = UINavigationController(rootViewController: home)
            nav.isNavigationBarHidden = true
            nav.delegate = delegate as? UINavigationControllerDelegate
            root = nav
            if reverse {
                nav.setViewControllers([home, other], animated: false)
                start = { nav.popViewController(animated: true) }
            } else {
                start = { nav.pushViewController(other, animated: true) }
            }
        } else {
            other.modalPresentationStyle = .fullScreen
            let d = delegate as? UIViewControllerTransitioningDelegate
            other.transitioningDelegate = d
            root = home
            start = reverse
                ? {
                    other.transitioningDelegate = nil
                    home.present(other, animated: false)
                    other.transitioningDelegate = d
                    other.dismiss(animated: true)
                }
                : { home.present(other, animated: true) }
        }
        let recorder = TransitionRecorder(screenSize: CGSize(width: size.width, height: size.height), scale: CGFloat(scale), fps: 60)
        let recording = try withExtendedLifetime(delegate) {
            try recorder.record(root: root) {
                start()
                DispatchQueue.main.asyncAfter(deadline: .now()) { probe.started.container = probe.toView.superview }
                for t in times { DispatchQueue.main.asyncAfter(deadline: .now() + t) { sample(t, probe) } }
            }
        }
        return (recording, probe)
    }

    /// The first view of `root`'s subtree (root included, depth first) with the accessibility identifier.
    static func firstView(in root: UIView, identifiedBy id: String) -> UIView? {
        if root.accessibilityIdentifier == id { return root }
        for s in root.subviews { if let hit = firstView(in: s, identifiedBy: id) { return hit } }
        return nil
    }
}
