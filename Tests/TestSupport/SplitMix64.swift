import Raster

/// SplitMix64: a small fixed-seed generator, so randomised tests (shuffles, random paths and
/// layouts, random source text) repeat exactly, in every test target; with the helpers those
/// tests draw values with.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state: the same state gives the same sequence.
    public var state: UInt64

    /// A generator starting at `state`.
    public init(state: UInt64) { self.state = state }
    /// A generator starting at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n.
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// A number in lo..<hi.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53) }
    /// A number in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
    /// A random colour, opaque or with alpha in 0.1...1.
    public mutating func color(opaque: Bool) -> Color {
        Color(red: double(0, 1), green: double(0, 1), blue: double(0, 1), alpha: opaque ? 1 : double(0.1, 1))
    }
}
