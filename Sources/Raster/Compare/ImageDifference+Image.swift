extension ImageDifference {
    /// A picture of where two images differ, for a failing test to leave behind.
    ///
    /// Pixels within `perChannelThreshold` show the reference (composited over white) as a dim
    /// grey at a quarter of its luma, 0...63, so the scene stays recognisable; differing pixels
    /// are opaque red, 128...255 in proportion to the largest channel difference, so even a
    /// difference of 1 stands out. Throws when the sizes differ.
    public static func differenceImage(reference: Pixmap, actual: Pixmap,
                                       perChannelThreshold: Int = 0) throws(CompareError) -> Pixmap {
        guard reference.width == actual.width, reference.height == actual.height else {
            throw .sizeMismatch(referenceWidth: reference.width, referenceHeight: reference.height,
                                actualWidth: actual.width, actualHeight: actual.height)
        }
        let out = Pixmap(width: reference.width, height: reference.height)!
        let ref = reference.pixels, act = actual.pixels, dst = out.pixels
        for i in 0..<ref.count {
            let p = ref[i], q = act[i]
            var largest = 0
            if p != q {
                for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                    largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
            }
            if largest > perChannelThreshold {
                dst[i] = UInt32(128 + largest * 127 / 255) | 0xFF00_0000
            } else {
                let cover = 255 - Int(p >> 24)
                let r = min(Int(p & 0xFF) + cover, 255), g = min(Int((p >> 8) & 0xFF) + cover, 255)
                let b = min(Int((p >> 16) & 0xFF) + cover, 255)
                let grey = UInt32((54 * r + 183 * g + 19 * b) >> 10)
                dst[i] = grey | grey << 8 | grey << 16 | 0xFF00_0000
            }
        }
        return out
    }
}
