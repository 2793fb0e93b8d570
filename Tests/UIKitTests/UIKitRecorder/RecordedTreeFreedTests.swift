import XCTest
import UIKit
import UIKitRecorder
import UIKitDogfood
import Transitions

/// A recording leaves nothing holding the views it recorded: once the test lets go of the
/// controllers and the recorder, every view of the tree (and the controllers) is freed. The
/// views own their layers and their subviews; a layer points at its view only as its weak
/// delegate, so no engine object keeps a UIKit one alive.
final class RecordedTreeFreedTests: XCTestCase {
    private final class Weak {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, _ name: String) { self.object = object; self.name = name }
    }

    /// Records a custom presentation and its dismissal, returning weak references to what it made.
    private func recordAndLetGo() throws -> [Weak] {
        let presenting = SolidColorController(.white), card = SolidColorController(.red)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "Card"
        let image = UIImageView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
        let transition = CardPresentation()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 200), scale: 1, fps: 10)
        _ = try recorder.frames(root: presenting) {
            card.view.addSubview(label)
            card.view.addSubview(image)
            presenting.present(card, animated: true)
        }
        let frames = try recorder.frames(root: presenting) { card.dismiss(animated: true) }
        XCTAssertGreaterThan(frames.count, 1, "the dismissal was recorded")
        XCTAssertTrue(label.superview === card.view, "the label was in the recorded tree")
        return [Weak(presenting, "presenting controller"), Weak(card, "presented controller"),
                Weak(presenting.view, "presenting view"), Weak(card.view, "presented view"),
                Weak(label, "label"), Weak(image, "image view"), Weak(label.layer, "label's layer"), Weak(label.layer.base, "label's engine layer"),
                Weak(card.view.layer, "presented view's layer"),
                Weak(presenting.view.window!, "window")]
    }

    func testEveryViewOfARecordedTreeIsFreedOnceNothingHoldsIt() throws {
        let refs = try recordAndLetGo()
        for r in refs { XCTAssertNil(r.object, "the \(r.name) outlived the recording") }
    }
}
