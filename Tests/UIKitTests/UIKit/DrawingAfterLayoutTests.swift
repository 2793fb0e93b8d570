import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A view with draw(_:) made at .zero that marks itself for display in its initialiser and is
/// sized later (SPStorkController's close icon): it draws once it has a size, as on a device,
/// where display comes after layout, even when a display pass ran in between.
final class DrawingAfterLayoutTests: XCTestCase {
    private final class Cross: UIView {
        var drawnRects: [CGRect] = []
        var color = UIColor.blue { didSet { setNeedsDisplay() } }
        init() {
            super.init(frame: .zero)
            backgroundColor = .clear
            color = .red
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) {
            drawnRects.append(rect)
            color.setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    func testAZeroSizedViewDrawsOnceItHasASize() {
        let v = Cross()
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.drawnRects, [], "nothing to draw into yet")
        XCTAssertTrue(v.layer.needsDisplay(), "still marked")
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CALayer.displayPendingLayers()
        XCTAssertEqual(v.drawnRects, [CGRect(x: 0, y: 0, width: 10, height: 10)])
        XCTAssertNotNil(v.layer.contents)
        XCTAssertFalse(v.layer.needsDisplay())
    }
}
