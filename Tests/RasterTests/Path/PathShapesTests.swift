import Testing
@testable import Raster
import TestSupport

/// UIKit's shapes and Core Animation's element-wise path interpolation.
@Suite("Path: shapes and interpolation")
struct PathShapesTests {
    @Test("an oval is four cubics from 3 o'clock, clockwise on a y-down screen, with kappa 0.5522847498")
    func ovalStructure() {
        let p = Path.oval(in: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(p.elements.map(\.kind) == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        #expect(p.elements[0] == .move(Point(x: 200, y: 50)))
        // The first quarter ends at 6 o'clock (bottom, y down) with control points at kappa.
        guard case .cubic(let c1, let c2, let end) = p.elements[1] else { Issue.record("not a cubic"); return }
        #expect(end == Point(x: 100, y: 100))
        expectApproximatelyEqual(c1.y, 50 + 50 * 0.5522847498, within: 1e-8); #expect(c1.x == 200)
        expectApproximatelyEqual(c2.x, 100 + 100 * 0.5522847498, within: 1e-8); #expect(c2.y == 100)
    }

    @Test("a full arc is a move and four quarter cubics on the circle")
    func fullArc() {
        let p = Path.arc(center: Point(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(p.elements.map(\.kind) == [.move, .cubic, .cubic, .cubic, .cubic])
        for e in p.elements { if let q = e.points.last { expectApproximatelyEqual(q.distance(to: Point(x: 10, y: 20)), 5, within: 1e-9) } }
        // The cubic's midpoint strays from the circle by the known ~0.027 % of the radius at most.
        guard case .cubic(let c1, let c2, let e) = p.elements[1] else { return }
        let s = Point(x: 15, y: 20)
        let mid = Point(x: (s.x + 3 * c1.x + 3 * c2.x + e.x) / 8, y: (s.y + 3 * c1.y + 3 * c2.y + e.y) / 8)
        expectApproximatelyEqual(mid.distance(to: Point(x: 10, y: 20)), 5, within: 5 * 3e-4)
    }

    @Test("a rounded rectangle clamps its radius to half the shorter side")
    func roundedRect() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 50)
        #expect(p.controlPointBounds == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(p.elements.first == .move(Point(x: 5, y: 0)))
    }

    @Test("masked corners round only the corners named; the rest stay square")
    func maskedCorners() throws {
        let r = Rect(x: 2, y: 3, width: 60, height: 40)
        #expect(Path.roundedRect(r, cornerRadius: 8, corners: .all) == Path.roundedRect(r, cornerRadius: 8))
        #expect(Path.roundedRect(r, cornerRadius: 8, corners: []) == Path.rect(r))
        // Top corners only: the path starts 8 in from the top-left corner, meets the bottom
        // corners exactly, and has two cubics.
        let top = Path.roundedRect(r, cornerRadius: 8, corners: [.minXMinY, .maxXMinY])
        #expect(top.elements.first == .move(Point(x: 10, y: 3)))
        #expect(top.elements.filter { $0.kind == .cubic }.count == 2)
        #expect(top.elements.contains(.line(Point(x: 62, y: 43))) && top.elements.contains(.line(Point(x: 2, y: 43))))
        // Its area: the rectangle less two corner pieces of (1 − π/4)·r² each.
        let area = abs(top.flattened(tolerance: 1e-4).map(ScanGeometry.shoelace).reduce(0, +))
        let exact = 60.0 * 40 - 2 * (1 - Double.pi / 4) * 64
        #expect(abs(area - exact) / exact < 1e-4, "\(area) vs \(exact)")
    }

    @Test("paths of the same structure interpolate point by point")
    func sameStructure() throws {
        let a = Path.oval(in: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Path.oval(in: Rect(x: 100, y: 100, width: 30, height: 30))
        let mid = try a.interpolated(to: b, fraction: 0.5)
        #expect(mid == Path.oval(in: Rect(x: 50, y: 50, width: 20, height: 20)))
    }

    @Test("different structures throw, naming where they differ; the fallback stays a closed curve")
    func differentStructure() {
        let oval = Path.oval(in: Rect(x: 0, y: 0, width: 10, height: 10))
        let arc = Path.arc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(throws: PathStructureMismatch.self) { try oval.interpolated(to: arc, fraction: 0.5) }
        do { _ = try oval.interpolated(to: arc, fraction: 0.5) } catch {
            #expect(error.index == 5 && error.description.contains("undefined"))
        }
        let f = oval.interpolatedNormalizing(to: arc, fraction: 1)
        // At fraction 1 the fallback is the arc's geometry (closed because its ends meet).
        #expect(f.controlPointBounds.width > 79.9 && f.controlPointBounds.width < 80.1)
        #expect(f.elements.last == .close)
    }

    @Test("the stroker's outline of a horizontal line is a rectangle of the line width")
    func strokeOutline() throws {
        var line = Path()
        line.move(to: Point(x: 10, y: 10))
        line.addLine(to: Point(x: 50, y: 10))
        let outline = Stroker.outline(of: line, width: 4, cap: .butt, join: .miter)
        #expect(outline.controlPointBounds == Rect(x: 10, y: 8, width: 40, height: 4))
        let coverage = try Rasterizer().coverage(of: outline, clip: IntRect(x: 0, y: 0, width: 64, height: 20))
        expectApproximatelyEqual(Double(coverage.reduce(0, +)), 160, within: 1e-3)
        let square = Stroker.outline(of: line, width: 4, cap: .square, join: .miter)
        #expect(square.controlPointBounds == Rect(x: 8, y: 8, width: 44, height: 4))
    }
}
