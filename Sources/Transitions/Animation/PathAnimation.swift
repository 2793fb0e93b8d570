import Foundation
import Raster

/// A keyframe animation along a path (CAKeyframeAnimation's `path`), as Core Animation plays it:
/// every element of the path but a move is one keyframe segment; the moving point starts each
/// segment at its start and ends at its end, evaluated along the element at its Bézier parameter.
///
/// - `linear` (and `cubic`: the path already gives the curve): segment i plays from
///   `keyTimes[i]` to `keyTimes[i + 1]` (one key time per vertex, the path's start included;
///   evenly spaced when nil), eased by `timingFunctions[i]` when given.
/// - `discrete`: the point jumps from vertex to vertex, vertex i held from key time i
///   (evenly spaced: i / vertices).
/// - `paced` (and `cubicPaced`): constant speed along the arc length over the whole path;
///   `keyTimes` and `timingFunctions` are ignored, as Core Animation documents.
///
/// A close is a line back to its subpath's start; a move inside the path makes the point jump.
/// With `.rotation`, the animation is of the transform instead: the layer turns to the path's
/// tangent at the point (`rotationMode` `rotateAuto`; `rotateAutoReverse` adds a half turn),
/// composed before the transform underneath.
public final class PathAnimation: Animation {
    public enum Rotation: Sendable { case auto, autoReverse }
    public enum Output: Sendable {
        /// The point itself (a `position` or `anchorPoint` key path).
        case point
        /// The tangent's rotation, composed with the layer's transform (key path `transform`).
        case rotation(Rotation)
    }

    /// One keyframe segment: its start point and the element that continues from it.
    struct Segment {
        let start: Point
        let element: PathElement
        /// Arc length, and the cumulative length at `lengthSamples` even steps of the parameter.
        let lengths: [Double]
        var length: Double { lengths.last ?? 0 }

        static let lengthSamples = 64

        init(start: Point, element: PathElement) {
            self.start = start
            self.element = element
            var lengths: [Double] = [0]
            var previous = start
            for i in 1...Self.lengthSamples {
                let p = Self.point(of: element, from: start, at: Double(i) / Double(Self.lengthSamples))
                lengths.append(lengths[lengths.count - 1] + ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot())
                previous = p
            }
            self.lengths = lengths
        }

        var end: Point { Self.point(of: element, from: start, at: 1) }

        func point(at t: Double) -> Point { Self.point(of: element, from: start, at: t) }

        /// The direction of travel at parameter t (a difference quotient where the derivative vanishes).
        func tangent(at t: Double) -> Point {
            let d = Self.derivative(of: element, from: start, at: t)
            if d.x * d.x + d.y * d.y > 1e-18 { return d }
            let a = point(at: max(t - 1e-4, 0)), b = point(at: min(t + 1e-4, 1))
            return Point(x: b.x - a.x, y: b.y - a.y)
        }

        /// The parameter at which `distance` of the arc length has been travelled.
        func parameter(atDistance distance: Double) -> Double {
            guard length > 0 else { return distance > 0 ? 1 : 0 }
            let d = min(max(distance, 0), length)
            var i = 1
            while i < lengths.count - 1, lengths[i] < d { i += 1 }
            let l0 = lengths[i - 1], l1 = lengths[i]
            let f = l1 > l0 ? (d - l0) / (l1 - l0) : 0
            return (Double(i - 1) + f) / Double(Self.lengthSamples)
        }

        static func point(of element: PathElement, from p0: Point, at t: Double) -> Point {
            let u = 1 - t
            switch element {
            case .line(let p1), .move(let p1):
                return Point(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
            case .quad(let c, let p1):
                return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
            case .cubic(let c1, let c2, let p1):
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
            case .close:
                return p0
            }
        }

        static func derivative(of element: PathElement, from p0: Point, at t: Double) -> Point {
            let u = 1 - t
            switch element {
            case .line(let p1), .move(let p1):
                return Point(x: p1.x - p0.x, y: p1.y - p0.y)
            case .quad(let c, let p1):
                return Point(x: 2 * u * (c.x - p0.x) + 2 * t * (p1.x - c.x), y: 2 * u * (c.y - p0.y) + 2 * t * (p1.y - c.y))
            case .cubic(let c1, let c2, let p1):
                return Point(x: 3 * u * u * (c1.x - p0.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p1.x - c2.x),
                             y: 3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p1.y - c2.y))
            case .close:
                return Point(x: 0, y: 0)
            }
        }
    }

    let segments: [Segment]
    /// The path's first point (where a path of moves only rests).
    let origin: Point?
    public let output: Output
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode: KeyframeAnimation.CalculationMode = .linear
    /// Paced: constant speed over the arc length (`paced`, `cubicPaced`).
    public var isPaced = false

    public init(keyPath: String, path: Path, output: Output) {
        var segments: [Segment] = []
        var current: Point?, subpathStart: Point?
        var origin: Point?
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p; subpathStart = p
                if origin == nil { origin = p }
            case .close:
                guard let c = current, let s = subpathStart else { continue }
                segments.append(Segment(start: c, element: .line(s)))
                current = s
            default:
                let start = current ?? Point(x: 0, y: 0)
                if origin == nil { origin = start }
                if subpathStart == nil { subpathStart = start }
                let s = Segment(start: start, element: e)
                segments.append(s)
                current = s.end
            }
        }
        self.segments = segments
        self.origin = origin
        self.output = output
        super.init(keyPath: keyPath)
    }

    /// The number of key times a path takes: one per vertex, the start included.
    public var vertexCount: Int { segments.isEmpty ? (origin == nil ? 0 : 1) : segments.count + 1 }

    /// What is wrong with the key times, or nil when they are usable (or ignored: paced).
    public var keyTimesProblem: String? {
        guard !isPaced, let k = keyTimes else { return nil }
        if k.count != vertexCount { return "keyTimes has \(k.count) entries but the path has \(vertexCount) vertices (one per element but moves, plus its start)" }
        for (i, t) in k.enumerated() {
            if !t.isFinite || t < 0 || t > 1 { return "keyTimes[\(i)] = \(t) is outside 0...1" }
            if i > 0, t < k[i - 1] { return "keyTimes[\(i)] = \(t) is smaller than keyTimes[\(i - 1)] = \(k[i - 1]); key times must not decrease" }
        }
        return nil
    }

    /// Where the point is and which way it travels at `progress` (0...1 of one pass).
    func sample(progress: Double) -> (point: Point, tangent: Point)? {
        guard !segments.isEmpty else { return origin.map { ($0, Point(x: 1, y: 0)) } }
        let n = segments.count
        if calculationMode == .discrete {
            let times = (keyTimesProblem == nil ? keyTimes : nil) ?? (0...n).map { Double($0) / Double(n + 1) }
            var index = 0
            for (i, t) in times.enumerated() where progress >= t { index = i }
            let s = segments[min(index, n - 1)]
            return index < n ? (s.start, s.tangent(at: 0)) : (s.end, s.tangent(at: 1))
        }
        let p = paced(progress)
        if isPaced {
            let total = segments.reduce(0) { $0 + $1.length }
            var distance = min(max(p, 0), 1) * total
            for (i, s) in segments.enumerated() {
                if distance <= s.length || i == n - 1 {
                    let t = s.parameter(atDistance: distance)
                    return (s.point(at: t), s.tangent(at: t))
                }
                distance -= s.length
            }
        }
        let times = (keyTimesProblem == nil ? keyTimes : nil) ?? (0...n).map { Double($0) / Double(n) }
        let q = timingFunctions == nil ? p : progress
        var segment = n - 1
        for i in 0..<n where q <= times[i + 1] { segment = i; break }
        let t0 = times[segment], t1 = times[segment + 1]
        var f = t1 > t0 ? (q - t0) / (t1 - t0) : 1
        f = min(max(f, 0), 1)
        if let fns = timingFunctions, segment < fns.count { f = fns[segment].value(at: f) }
        let s = segments[segment]
        return (s.point(at: f), s.tangent(at: f))
    }

    override func interpolate(progress: Double, underlying: AnimatableValue) -> AnimatableValue? {
        guard let (point, tangent) = sample(progress: progress) else { return nil }
        switch output {
        case .point:
            return .point(point)
        case .rotation(let mode):
            guard case .transform(let t) = underlying else { return nil }
            var angle = atan2(tangent.y, tangent.x)
            if case .autoReverse = mode { angle += Double.pi }
            return .transform(Transform3D.rotation(angle: angle, x: 0, y: 0, z: 1).concatenating(t))
        }
    }

    override func copy() -> Animation {
        let c = PathAnimation(segments: segments, origin: origin, keyPath: keyPath, output: output)
        copyTiming(to: c)
        c.keyTimes = keyTimes; c.timingFunctions = timingFunctions; c.calculationMode = calculationMode; c.isPaced = isPaced
        return c
    }

    private init(segments: [Segment], origin: Point?, keyPath: String, output: Output) {
        self.segments = segments
        self.origin = origin
        self.output = output
        super.init(keyPath: keyPath)
    }
}
