import XCTest
import Raster
import UIKit
import Transitions
@testable import TransitionCatalog

/// A snapshot whose view cannot be drawn is the render error of every frame that shows it:
/// recording the transition (which only runs the app's code) does not warn, and no frame comes
/// out with a blank snapshot in its place.
final class SnapshotRenderErrorTests: XCTestCase {
    /// A circular reveal whose from-screen holds a shape with a non-finite point: the reveal
    /// takes the from-view's snapshot and removes the view, so only the snapshot shows it.
    static let scene = UIKitScene(
        name: "broken-snapshot", summary: "test", size: Size(width: 60, height: 80), defaultScale: 1,
        from: UIKitScreen(name: "broken") { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = .white
            let shape = CAShapeLayer()
            shape.frame = v.bounds
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.infinity, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 30))
            path.closeSubpath()
            shape.path = path
            v.layer.addSublayer(shape)
            return v
        },
        to: UIKitScreen(name: "black") { size in
            let v = UIView(frame: CGRect(origin: .zero, size: size))
            v.backgroundColor = .black
            return v
        },
        transition: "circular-reveal", triggerFrame: Rect(x: 20, y: 20, width: 10, height: 10))

    /// The recording does not warn; frames showing the snapshot throw, the same error each time.
    func testFramesShowingTheSnapshotThrowTheSameErrorEachTime() throws {
        let recorded = try SceneRecording(scene: Self.scene, settings: RenderSettings(scale: 1))
        XCTAssertEqual(recorded.warnings, [])
        var errors: [String] = []
        for frame in [0, 3] {
            XCTAssertThrowsError(try recorded.recording.frame(frame), "frame \(frame)") { XCTAssertTrue($0 is RasterError, "\($0)") }
            do { _ = try recorded.recording.frame(frame) } catch { errors.append("\(error)") }
        }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors.first, errors.last)
    }
}
