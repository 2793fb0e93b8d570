import XCTest
import UIKit
import UIKitRecorder
@testable import TransitionCatalog
import Raster
import Transitions

/// Hands UIKit one animator for a presentation and its mirror for the dismissal.
private final class PresentDismiss: NSObject, UIViewControllerTransitioningDelegate {
    let make: (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning
    init(_ make: @escaping (_ presenting: Bool) -> UIViewControllerAnimatedTransitioning) { self.make = make }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { make(true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { make(false) }
}

/// The catalog's modal seed animators, handed to UIKit by an app's own transitioning delegate,
/// record the catalog's frames of the same demo. (What those frames show is pinned by
/// GoldenCatalogTests and the seeds' probe tests.)
final class ModalSeedTests: XCTestCase {
    private let recorder = TransitionRecorder(screenSize: CGSize(width: 390, height: 844), scale: 3, fps: 60)
    private let size = Size(width: 390, height: 844)

    private func assertCatalogsFrames(_ recorded: [Pixmap], demo: String, reverse: Bool, _ label: String) throws {
        let catalog = try CatalogRecordingSupport.record(demo, reverse: reverse, fps: 60, scale: 3)
        XCTAssertEqual(recorded.count, catalog.frameCount, "\(label): frame count")
        for (i, frame) in recorded.enumerated() where i < catalog.frameCount {
            let d = try ImageDifference(reference: catalog.recording.frame(i), actual: frame)
            XCTAssertEqual(d.maxChannelDifference, 0, "\(label) frame \(i): max channel difference \(d.maxChannelDifference)")
        }
    }

    private func run(_ delegate: UIViewControllerTransitioningDelegate, demo: String, dismiss: Bool) throws -> [Pixmap] {
        let scene = try CatalogRecordingSupport.demo(demo)
        let presenting = ScreenController(scene.from, size: size)
        let presented = ScreenController(scene.to, size: size)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        if dismiss {
            return try recorder.frames(root: presenting) {
                presenting.present(presented, animated: false)
                presented.dismiss(animated: true)
            }
        }
        return try recorder.frames(root: presenting) { presenting.present(presented, animated: true) }
    }

    func testCircleScalePresentAndDismiss() throws {
        let delegate = PresentDismiss { CircleScaleAnimator(presenting: $0) }
        try assertCatalogsFrames(run(delegate, demo: "circle-scale", dismiss: false), demo: "circle-scale", reverse: false, "circle-scale present")
        XCTAssertEqual(recorder.warnings, [], "the circle is closed, so both paths have the oval's elements")
        try assertCatalogsFrames(run(delegate, demo: "circle-scale", dismiss: true), demo: "circle-scale", reverse: true, "circle-scale dismiss")
    }

    func testRectangleOffsetPresentAndDismiss() throws {
        let delegate = PresentDismiss { RectangleOffsetAnimator(presenting: $0) }
        try assertCatalogsFrames(run(delegate, demo: "rectangle-offset", dismiss: false), demo: "rectangle-offset", reverse: false, "rectangle-offset present")
        XCTAssertEqual(recorder.warnings, [])
        try assertCatalogsFrames(run(delegate, demo: "rectangle-offset", dismiss: true), demo: "rectangle-offset", reverse: true, "rectangle-offset dismiss")
    }

    func testColorDiffusionPresentAndDismiss() throws {
        let scene = try CatalogRecordingSupport.demo("color-diffusion")
        // The box the demo's trigger names, and its colour, as the app reads them off its screen.
        let home = scene.from.makeView(size: size)
        let box = try XCTUnwrap(home.subviews.first { $0.accessibilityIdentifier == scene.triggerIdentifier })
        let colour = try XCTUnwrap(box.backgroundColor)
        XCTAssertEqual(box.frame, CGRect(x: 155, y: 382, width: 80, height: 80))
        let delegate = PresentDismiss { ColorDiffusionAnimator(presenting: $0, box: box.frame, boxColor: colour) }
        try assertCatalogsFrames(run(delegate, demo: "color-diffusion", dismiss: false), demo: "color-diffusion", reverse: false, "color-diffusion present")
        XCTAssertEqual(recorder.warnings, [])
        try assertCatalogsFrames(run(delegate, demo: "color-diffusion", dismiss: true), demo: "color-diffusion", reverse: true, "color-diffusion dismiss")
    }
}
