import Foundation
import Testing
import TestSupport
import TransitionCatalog
import TransitionTesting
import UIKit
import UIKitRecorder

/// A whole-transition golden with automatic file names, as docs/golden-testing.md describes
/// (the page's own consumer package is built and run by PackageConsumerTests): UIKit code of a
/// user's app, the catalog's public circle-mask animator, recorded and pinned at fractions.

/// A screen of one colour with a round 44-pt button near its top-right corner.
final class ButtonScreen: UIViewController {
    let color: UIColor
    let buttonColor: UIColor
    let button = UIView()

    init(_ color: UIColor, button buttonColor: UIColor) {
        self.color = color
        self.buttonColor = buttonColor
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        button.backgroundColor = buttonColor
        button.layer.cornerRadius = 22
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.frame = CGRect(x: view.bounds.width - 64, y: 60, width: 44, height: 44)
    }
}

/// Pushes from a button screen with a circle growing from its button.
final class CircleMaskPush: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let from = fromVC as? ButtonScreen else { return nil }
        return CircleMaskAnimator(button: from.button.frame)
    }
}

@Suite("Golden whole-transition example", .uikitTurns) struct GoldenDocsExampleTests {
    @Test func circleMask() throws {
        let teal = ButtonScreen(UIColor(red: 0, green: 128 / 255, blue: 128 / 255, alpha: 1), button: .white)
        let orange = ButtonScreen(UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1), button: .black)
        let nav = UINavigationController(rootViewController: teal)
        nav.isNavigationBarHidden = true
        let push = CircleMaskPush()
        nav.delegate = push
        let recorder = TransitionRecorder(screenSize: CGSize(width: 200, height: 300), scale: 1, fps: 60)
        let recording = try withExtendedLifetime(push) {
            try recorder.record(root: nav) { nav.pushViewController(orange, animated: true) }
        }
        // Compares __Goldens__/GoldenDocsExampleTests/circleMask.teal-to-orange.{0,50,100}.png
        assertGolden(of: recording, as: .frames(atFractions: [0, 0.5, 1]), named: "teal-to-orange")
    }
}
