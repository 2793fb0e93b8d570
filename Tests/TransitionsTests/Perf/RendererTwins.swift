import Raster
@testable import Transitions

/// A renderer with the exact shortcuts and its reference twin (`usesExactShortcuts` off: the
/// general route), each with its own canvas of one size, for the byte-for-byte perf tests.
struct RendererTwins {
    let fast: LayerRenderer
    let reference: LayerRenderer
    let fastCanvas: Canvas
    let referenceCanvas: Canvas

    init(width: Int, height: Int) {
        fast = LayerRenderer(width: width, height: height, scale: 1)!
        reference = LayerRenderer(width: width, height: height, scale: 1)!
        reference.usesExactShortcuts = false
        fastCanvas = Canvas(target: Pixmap(width: width, height: height)!)
        referenceCanvas = Canvas(target: Pixmap(width: width, height: height)!)
    }

    /// Draws `root` at time 0 over the window black with both and tells whether every byte agrees.
    /// `stale`, when given, is left in both targets first, so a skipped clear would show it.
    func agree(on root: Layer, stale: PremultipliedColor? = nil) throws -> Bool {
        if let stale {
            fastCanvas.target.clear(to: stale)
            referenceCanvas.target.clear(to: stale)
        }
        try fast.render(root, at: 0, into: fastCanvas, background: .black)
        try reference.render(root, at: 0, into: referenceCanvas, background: .black)
        return fastCanvas.target.hasSamePixels(as: referenceCanvas.target)
    }
}

/// SplitMix64 with the helpers the random layouts use, so randomized tests repeat exactly.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53) }
    mutating func color(opaque: Bool) -> Color {
        Color(red: double(0, 1), green: double(0, 1), blue: double(0, 1), alpha: opaque ? 1 : double(0.1, 1))
    }
}
