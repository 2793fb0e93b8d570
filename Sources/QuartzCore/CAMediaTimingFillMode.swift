package import Transitions

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode("removed")
    public static let forwards = CAMediaTimingFillMode("forwards")
    public static let backwards = CAMediaTimingFillMode("backwards")
    public static let both = CAMediaTimingFillMode("both")

    package var engine: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

/// Swift 4's spelling of `CAMediaTimingFillMode.removed`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// Swift 4's spelling of `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// Swift 4's spelling of `CAMediaTimingFillMode.backwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// Swift 4's spelling of `CAMediaTimingFillMode.both`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
