// CoreGraphics for UIKit-shaped code on Linux: Foundation already defines CGFloat, CGPoint,
// CGSize and CGRect, so this module re-exports Foundation and adds what it lacks.
@_exported import Foundation

/// Core Foundation's time interval in seconds (Foundation on Linux does not export it).
public typealias CFTimeInterval = Double
