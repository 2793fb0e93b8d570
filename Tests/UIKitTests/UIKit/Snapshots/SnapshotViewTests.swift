import XCTest
import UIKit
import Raster
import Transitions

/// UIView.snapshotView(afterScreenUpdates:) freezes the view's look when it is taken and holds
/// no pixels then (the renderer makes the bitmap when a frame first shows it), at the screen
/// scale; a view too large for a pixmap is a warning and an empty snapshot.
final class SnapshotViewTests: XCTestCase {
    private let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0), blue = Color(r: 0, g: 0, b: 255)

    /// `view`'s tree at scale 1 over white.
    private func render(_ view: UIView, width: Int = 60, height: Int = 60) throws -> Pixmap {
        let target = try XCTUnwrap(Pixmap(width: width, height: height))
        let renderer = try XCTUnwrap(LayerRenderer(width: width, height: height, scale: 1))
        try renderer.render(view.layer.base, at: 0, into: Canvas(target: target), background: .white)
        return target
    }

    func testEditsAfterTheSnapshotDoNotShowInIt() throws {
        try MainScreen.$scale.withValue(1) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            box.backgroundColor = .red
            root.addSubview(box)
            let snapshot = try XCTUnwrap(Timeline().run { box.snapshotView(afterScreenUpdates: false) })
            XCTAssertEqual(snapshot.frame, box.frame)
            XCTAssertNil(snapshot.layer.base.contents, "a snapshot view holds no pixels when it is made")
            let source = try XCTUnwrap(snapshot.layer.base.snapshot)
            XCTAssertEqual(source.bitmapRenders, 0)
            XCTAssertEqual(source.pixelWidth, 40)
            XCTAssertEqual(source.scale, 1)

            box.backgroundColor = .blue
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            dot.backgroundColor = .green
            box.addSubview(dot)

            let stage = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            stage.backgroundColor = .white
            stage.addSubview(snapshot)
            let frame = try render(stage)
            // Where the green subview now sits, and in the box's middle: still the old red.
            XCTAssertEqual(frame[15, 15], red.premultiplied)
            XCTAssertEqual(frame[30, 30], red.premultiplied)
            XCTAssertEqual(frame[5, 5], Color.white.premultiplied)
            XCTAssertEqual(source.bitmapRenders, 1)
            // The edits did take: the live view shows them.
            let live = try render(root)
            XCTAssertEqual(live[15, 15], green.premultiplied)
            XCTAssertEqual(live[30, 30], blue.premultiplied)
        }
    }

    func testAViewTooLargeForAPixmapWarnsAndItsSnapshotShowsNothing() throws {
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(Pixmap.maximumSide) + 1, height: 10))
        huge.backgroundColor = .red
        let timeline = Timeline()
        let snapshot = try XCTUnwrap(MainScreen.$scale.withValue(1) { timeline.run { huge.snapshotView(afterScreenUpdates: false) } })
        XCTAssertNil(snapshot.layer.base.snapshot)
        XCTAssertNil(snapshot.layer.base.contents)
        XCTAssertEqual(timeline.warnings.count, 1, "\(timeline.warnings)")
        XCTAssertTrue(timeline.warnings.first?.contains("outside the pixmap limits") ?? false, "\(timeline.warnings)")
    }
}
