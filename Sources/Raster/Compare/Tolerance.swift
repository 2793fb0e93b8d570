/// How much an actual image may differ from its reference and still pass.
///
/// All stated limits must hold: no channel differs by more than `maxChannelDifference`; at most
/// `maxDifferingPixelFraction` of the pixels have a channel differing by more than
/// `perChannelThreshold`; and, when set, the mean CIEDE2000 difference is at most `maxMeanDeltaE`.
public struct Tolerance: Hashable, Sendable {
    /// The largest channel difference allowed anywhere, 0...255.
    public var maxChannelDifference: Int
    /// The largest fraction of differing pixels allowed, 0...1.
    public var maxDifferingPixelFraction: Double
    /// The largest mean CIEDE2000 difference allowed; nil to ignore colour difference.
    public var maxMeanDeltaE: Double?
    /// Channel differences up to this do not make a pixel count as differing, 0...255.
    public var perChannelThreshold: Int

    /// A tolerance with the given limits (the defaults accept only identical images).
    public init(maxChannelDifference: Int = 0, maxDifferingPixelFraction: Double = 0,
                maxMeanDeltaE: Double? = nil, perChannelThreshold: Int = 0) {
        self.maxChannelDifference = maxChannelDifference
        self.maxDifferingPixelFraction = maxDifferingPixelFraction
        self.maxMeanDeltaE = maxMeanDeltaE
        self.perChannelThreshold = perChannelThreshold
    }

    /// Only bit-identical images pass.
    public static let exact = Tolerance()

    /// Whether `difference` is within every limit.
    public func accepts(_ difference: ImageDifference) -> Bool {
        guard difference.maxChannelDifference <= maxChannelDifference else { return false }
        let fraction = Double(difference.differingPixelCount(threshold: perChannelThreshold)) / Double(difference.pixelCount)
        guard fraction <= maxDifferingPixelFraction else { return false }
        if let maxMeanDeltaE, difference.meanDeltaE2000 > maxMeanDeltaE { return false }
        return true
    }
}
