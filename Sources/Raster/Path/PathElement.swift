/// One drawing command of a path, as CGPathElement.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close

    /// The element's kind without its points: two paths interpolate only when these agree.
    public var kind: Kind {
        switch self {
        case .move: .move
        case .line: .line
        case .quad: .quad
        case .cubic: .cubic
        case .close: .close
        }
    }

    public enum Kind: String, Sendable { case move, line, quad, cubic, close }

    /// The element's points in order (control points, then the end point).
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    public func applying(_ t: Transform2D) -> PathElement {
        switch self {
        case .move(let p): .move(t.apply(to: p))
        case .line(let p): .line(t.apply(to: p))
        case .quad(let c, let p): .quad(t.apply(to: c), t.apply(to: p))
        case .cubic(let c1, let c2, let p): .cubic(t.apply(to: c1), t.apply(to: c2), t.apply(to: p))
        case .close: .close
        }
    }
}
