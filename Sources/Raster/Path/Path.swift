/// A vector outline made of move/line/quad/cubic/close elements, as CGPath.
///
/// Values, not references: a path is built with the mutating methods and then shared freely.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    public init() {}

    public init(elements: [PathElement]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from (the last end point, or the subpath start after close).
    public var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = e.points.last
            }
        }
        return current
    }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func addLine(to p: Point) { elements.append(.line(p)) }
    public mutating func addQuadCurve(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) { elements.append(.cubic(c1, c2, p)) }
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends all elements of another path.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// True when every coordinate is finite (the rasterizer refuses anything else).
    public var isFinite: Bool { elements.allSatisfy { $0.points.allSatisfy(\.isFinite) } }

    public func applying(_ t: Transform2D) -> Path {
        Path(elements: elements.map { $0.applying(t) })
    }

    /// The bounds of every point, control points included (a cheap superset of the outline).
    public var controlPointBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in elements {
            for p in e.points {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
