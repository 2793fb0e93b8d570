import UIKit
import UIKitRecorder
import TransitionCatalog
import Raster
import Transitions

/// A controller showing one of a scene's screens, so the UIKit transition runs on exactly the
/// views the catalog's recording shows.
final class HeroScreenController: UIViewController {
    private let make: () -> UIView
    init(_ make: @escaping () -> UIView) {
        self.make = make
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = make() }

    /// A controller on a demo screen built in UIKit at `size`.
    convenience init(_ screen: UIKitScreen, size: CGSize) {
        self.init { screen.makeView(size: Size(width: Double(size.width), height: Double(size.height))) }
    }

    /// A controller on a plain view of one colour.
    convenience init(solid color: UIColor) {
        self.init {
            let v = UIView()
            v.backgroundColor = color
            return v
        }
    }
}

/// Records a Hero preset's UIKit transition as the catalog shows it: a navigation push (or pop)
/// for Hero's navigation presets, a full-screen presentation (or dismissal) for the others,
/// between `from` and `to` (the reverse starts with `to` shown and goes back to `from`).
enum HeroRecording {
    static func frames(_ preset: UIKitHeroPreset, reverse: Bool, recorder: TransitionRecorder,
                       from: UIViewController, to: UIViewController) throws -> [Pixmap] {
        let delegate = UIKitHeroPresetDelegate(preset: preset)
        if preset.isNavigation {
            let nav = UINavigationController(rootViewController: from)
            nav.isNavigationBarHidden = true
            nav.delegate = delegate
            if reverse {
                nav.setViewControllers([from, to], animated: false)
                return try withExtendedLifetime(delegate) { try recorder.frames(root: nav) { nav.popViewController(animated: true) } }
            }
            return try withExtendedLifetime(delegate) { try recorder.frames(root: nav) { nav.pushViewController(to, animated: true) } }
        }
        to.modalPresentationStyle = .fullScreen
        to.transitioningDelegate = delegate
        return try withExtendedLifetime(delegate) {
            if reverse {
                return try recorder.frames(root: from) {
                    from.present(to, animated: false)
                    to.dismiss(animated: true)
                }
            }
            return try recorder.frames(root: from) { from.present(to, animated: true) }
        }
    }
}
