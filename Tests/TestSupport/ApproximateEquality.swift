import Testing

// Approximate equality for tests: one spelling of "within ε" instead of hand-written
// `abs(a - b) < ε`, and a failure that names both values, their difference and the tolerance
// (a bare `#expect(abs(a - b) < ε)` reports only the difference).

/// True when `a` and `b` differ by at most `tolerance` (NaN is never close to anything).
public func isApproximatelyEqual<T: FloatingPoint>(_ a: T, _ b: T, tolerance: T) -> Bool {
    abs(a - b) <= tolerance
}

/// True when the integers `a` and `b` differ by at most `tolerance`.
public func isApproximatelyEqual<T: BinaryInteger>(_ a: T, _ b: T, tolerance: T) -> Bool {
    (a > b ? a - b : b - a) <= tolerance
}

/// Records a test issue at the caller unless `actual` is within `tolerance` of `expected`;
/// the message names both values, their difference and the tolerance, then `comment`.
public func expectApproximatelyEqual<T: FloatingPoint>(_ actual: T, _ expected: T, within tolerance: T,
                                                       _ comment: @autoclosure () -> String = "",
                                                       sourceLocation: SourceLocation = #_sourceLocation) {
    guard !isApproximatelyEqual(actual, expected, tolerance: tolerance) else { return }
    Issue.record(Comment(rawValue: approximateMismatch(actual, expected, abs(actual - expected), tolerance, comment())),
                 sourceLocation: sourceLocation)
}

/// Records a test issue at the caller unless `actual` is within `relativeTolerance` · |expected|
/// of `expected` (areas, variances: quantities whose error scales with their size).
public func expectApproximatelyEqual<T: FloatingPoint>(_ actual: T, _ expected: T, relativeTolerance: T,
                                                       _ comment: @autoclosure () -> String = "",
                                                       sourceLocation: SourceLocation = #_sourceLocation) {
    let tolerance = relativeTolerance * abs(expected)
    guard !isApproximatelyEqual(actual, expected, tolerance: tolerance) else { return }
    Issue.record(Comment(rawValue: approximateMismatch(actual, expected, abs(actual - expected), tolerance, comment())
                         + " (relative tolerance \(relativeTolerance))"),
                 sourceLocation: sourceLocation)
}

/// `expectApproximatelyEqual` for integers (pixel channels, counts).
public func expectApproximatelyEqual<T: BinaryInteger>(_ actual: T, _ expected: T, within tolerance: T,
                                                       _ comment: @autoclosure () -> String = "",
                                                       sourceLocation: SourceLocation = #_sourceLocation) {
    guard !isApproximatelyEqual(actual, expected, tolerance: tolerance) else { return }
    let difference = actual > expected ? actual - expected : expected - actual
    Issue.record(Comment(rawValue: approximateMismatch(actual, expected, difference, tolerance, comment())),
                 sourceLocation: sourceLocation)
}

private func approximateMismatch<T>(_ actual: T, _ expected: T, _ difference: T, _ tolerance: T, _ comment: String) -> String {
    "\(actual) is not within \(tolerance) of \(expected) (differs by \(difference))" + (comment.isEmpty ? "" : ": \(comment)")
}
