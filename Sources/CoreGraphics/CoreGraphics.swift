// CoreGraphics for UIKit-shaped code on Linux: Foundation already defines CGFloat, CGPoint,
// CGSize and CGRect, so this module re-exports Foundation and adds what it lacks.
@_exported import Foundation

/// Core Foundation's time interval in seconds (Foundation on Linux does not export it).
public typealias CFTimeInterval = Double
/// Core Foundation's array, as Core Graphics calls take it (`[…] as CFArray`): a Swift array here,
/// since Swift on Linux has no toll-free bridging.
public typealias CFArray = [Any]
