package import Raster

/// CGPath: an immutable path of lines and Bézier curves.
public class CGPath: Hashable, @unchecked Sendable {
    package var path: Path

    package init(path: Path) { self.path = path }

    /// A rectangle (CGPath(rect:transform:)).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Self.transformed(.rect(rect.raster), transform))
    }

    /// An ellipse inscribed in a rectangle (CGPath(ellipseIn:transform:)).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Self.transformed(.oval(in: rect.raster), transform))
    }

    /// A rounded rectangle with equal corner width and height (the case Core Graphics draws as UIKit does).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Self.transformed(.roundedRect(rect.raster, cornerRadius: Double(min(cornerWidth, cornerHeight))), transform))
    }

    private static func transformed(_ p: Path, _ t: UnsafePointer<CGAffineTransform>?) -> Path {
        guard let t else { return p }
        return p.applying(t.pointee.raster)
    }

    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.controlPointBounds) }
    /// The smallest rectangle holding every point and control point (curves are bounded by their controls).
    public var boundingBoxOfPath: CGRect { boundingBox }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The end point of the last element.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? { CGPath(path: Self.transformed(path, transform)) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.path == r.path }
    public func hash(into h: inout Hasher) { h.combine(path) }
}

/// CGMutablePath: a path built element by element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }
    package override init(path: Path) { super.init(path: path) }

    private func point(_ p: CGPoint, _ t: CGAffineTransform) -> Point { p.applying(t).raster }

    /// Starts a subpath at `point`.
    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.move(to: point(p, t)) }
    /// A line from the current point.
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) { path.addLine(to: point(p, t)) }
    /// Lines through the points (the first starts a subpath).
    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p, transform: t) } else { addLine(to: p, transform: t) } }
    }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform t: CGAffineTransform = .identity) {
        path.addCurve(to: point(end, t), control1: point(control1, t), control2: point(control2, t))
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform t: CGAffineTransform = .identity) {
        path.addQuadCurve(to: point(end, t), control: point(control, t))
    }
    /// A closed rectangle subpath.
    public func addRect(_ r: CGRect, transform t: CGAffineTransform = .identity) { path.addPath(Path.rect(r.raster).applying(t.raster)) }
    /// Closed rectangle subpaths.
    public func addRects(_ rects: [CGRect], transform t: CGAffineTransform = .identity) { for r in rects { addRect(r, transform: t) } }
    /// A closed ellipse subpath inscribed in `rect`.
    public func addEllipse(in r: CGRect, transform t: CGAffineTransform = .identity) { path.addPath(Path.oval(in: r.raster).applying(t.raster)) }
    /// A rounded rectangle subpath.
    public func addRoundedRect(in r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform = .identity) {
        path.addPath(Path.roundedRect(r.raster, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(t.raster))
    }
    /// A circular arc (angles in radians). As in Core Graphics, `clockwise` is clockwise in a
    /// y-up space: with y pointing down (UIKit's coordinates) `clockwise: true` turns
    /// counterclockwise on screen, the opposite of UIBezierPath's `clockwise`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform t: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, screenClockwise: !clockwise, transform: t)
    }

    /// A circular arc, `screenClockwise` as on a screen with y pointing down (UIBezierPath's sense).
    package func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, screenClockwise clockwise: Bool,
                        transform t: CGAffineTransform = .identity) {
        var arc = Path()
        if let cp = path.currentPoint { arc.move(to: cp) }
        arc.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
        let elements = path.currentPoint == nil ? arc.elements : Array(arc.elements.dropFirst())
        path.addPath(Path(elements: elements).applying(t.raster))
    }
    /// Appends another path's elements.
    public func addPath(_ other: CGPath, transform t: CGAffineTransform = .identity) { path.addPath(other.path.applying(t.raster)) }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}
