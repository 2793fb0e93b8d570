import Transitions
import UIKit
import UIKitDogfood
import UIKitRecorder

// Kept apart from the Swift Testing files: a file importing both Testing and this package's
// CoreGraphics would ask for a cross-import overlay (_Testing_CoreGraphics) that only Apple's has.

/// The Ping reveal pushed by UIKit code (the dogfood's UIKit-written animator) at scale 1, 30 fps.
public func revealPushRecording(fps: Int = 30) throws -> Recording {
    let nav = UINavigationController(rootViewController: RevealScreenController.white())
    nav.isNavigationBarHidden = true
    let delegate = RevealNavigationDelegate()
    nav.delegate = delegate
    let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 1, fps: fps)
    return try withExtendedLifetime(delegate) {
        try recorder.record(root: nav) { nav.pushViewController(RevealScreenController.black(), animated: true) }
    }
}

