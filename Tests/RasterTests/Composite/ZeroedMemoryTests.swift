import Testing
@testable import Raster

/// Pixmaps and masks start all zero however their memory was used before: calloc must clear
/// recycled heap memory as well as hand out fresh pages (ZeroedMemory).
@Suite struct ZeroedMemoryTests {
    /// Sizes below and above glibc's mmap threshold, so both the heap and mmap paths run.
    static let sides = [(1, 1), (7, 3), (300, 200), (1170, 2532)]

    @Test("a new pixmap is transparent after pixmaps of the same size were filled and freed", arguments: sides)
    func pixmapStartsTransparent(_ size: (Int, Int)) {
        for round in 0..<3 {
            do {
                let used = Pixmap(width: size.0, height: size.1)!
                used.clear(to: PremultipliedColor(packed: 0xFFA0_B0C0 &+ UInt32(round)))
            }
            let fresh = Pixmap(width: size.0, height: size.1)!
            #expect(fresh.pixels.allSatisfy { $0 == 0 }, "round \(round)")
        }
    }

    @Test("a new mask is all zero after masks of the same size were filled and freed", arguments: sides)
    func maskStartsEmpty(_ size: (Int, Int)) {
        for _ in 0..<3 {
            do {
                let used = Mask(width: size.0, height: size.1)!
                used.values.update(repeating: 0xEE)
            }
            let fresh = Mask(width: size.0, height: size.1)!
            #expect(fresh.values.allSatisfy { $0 == 0 })
            #expect(fresh.bounds.isEmpty)
        }
    }
}
