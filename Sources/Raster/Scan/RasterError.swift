/// Why the rasterizer refused a path. It checks everything before depositing any coverage, so
/// after a throw the sink has received nothing.
public enum RasterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate is NaN or infinite once transformed (or beyond `Rasterizer.maxCoordinate`,
    /// where arithmetic on it would overflow). `elementIndex` is the index into
    /// `Path.elements` of the first such element and `kind` its kind; both are nil when the
    /// transform itself has a NaN or infinite entry.
    case nonFiniteCoordinate(elementIndex: Int?, kind: PathElement.Kind?)
    /// The path flattens into more than `limit` line segments (counted before clipping;
    /// `Rasterizer.maxSegments`), so filling it would take unbounded time and memory.
    case tooManySegments(limit: Int)

    public var description: String {
        switch self {
        case .nonFiniteCoordinate(let index?, let kind?):
            "path element \(index) (.\(kind.rawValue)) has a NaN, infinite or absurdly large (> 1e300) coordinate after the transform; check the geometry that built it"
        case .nonFiniteCoordinate:
            "the transform has a NaN or infinite entry; check the animation or layout that produced it"
        case .tooManySegments(let limit):
            "the path flattens into more than \(limit) line segments; simplify it or raise Rasterizer.maxSegments"
        }
    }
}
