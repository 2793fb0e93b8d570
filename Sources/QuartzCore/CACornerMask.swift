package import Raster

/// The corners a layer's `cornerRadius` rounds (Core Animation's bit values; y grows down in
/// UIKit, so `layerMinXMinYCorner` is the top left).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// The engine's corner set with the same bits.
    package var raster: RectCorners { RectCorners(rawValue: rawValue & 15) }
}
