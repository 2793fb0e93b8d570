import XCTest
@testable import Raster

/// Dashing cuts the path into the pattern's "on" pieces along its length.
final class PathDashTests: XCTestCase {
    /// Each dash as (start, end) points of an open two-point subpath.
    private func dashes(_ p: Path) -> [(Point, Point)] {
        var out: [(Point, Point)] = []
        var start: Point?
        var last: Point?
        for e in p.elements {
            switch e {
            case .move(let q):
                if let s = start, let l = last { out.append((s, l)) }
                start = q; last = q
            case .line(let q): last = q
            default: XCTFail("dashes are lines")
            }
        }
        if let s = start, let l = last { out.append((s, l)) }
        return out
    }

    func testALineIsCutIntoThePatternFromThePhase() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 0))
        let d = dashes(line.dashed(lengths: [3, 2], phase: 1))
        XCTAssertEqual(d.map { $0.0.x }, [0, 4, 9])
        XCTAssertEqual(d.map { $0.1.x }, [2, 7, 10])
    }

    func testADashRunsThroughACornerAndAClosedPathGoesRound() {
        var square = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
        let dashed = square.dashed(lengths: [6, 2], phase: 0)
        // 16 around: on 0..<6 (through the corner at 4), off, on 8..<14, off.
        let d = dashes(dashed)
        XCTAssertEqual(d.count, 2)
        XCTAssertEqual(d[0].0, Point(x: 0, y: 0))
        XCTAssertEqual(d[0].1, Point(x: 4, y: 2))
        XCTAssertEqual(d[1].0, Point(x: 4, y: 4))
        XCTAssertEqual(d[1].1, Point(x: 0, y: 2))
        square = Path()
        XCTAssertEqual(square.dashed(lengths: [1], phase: 0), Path())
    }

    func testAnEmptyOrZeroPatternLeavesThePathSolid() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 0))
        XCTAssertEqual(line.dashed(lengths: [], phase: 0), line)
        XCTAssertEqual(line.dashed(lengths: [0, 0], phase: 0), line)
        XCTAssertLessThanOrEqual(line.dashed(lengths: [1e-9, 1e-9], phase: 0).elements.count, 2 * Path.maximumDashCount)
    }
}
