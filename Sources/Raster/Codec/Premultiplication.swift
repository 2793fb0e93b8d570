/// 8-bit premultiply and un-premultiply with correct rounding (tested over all 256 x 256 inputs).
enum Premultiplication {
    /// round(c * a / 255), exact for all 8-bit inputs, without a division.
    @inline(__always) static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    /// round(c * 255 / a), clamped to 255 (c > a is not valid premultiplied data); 0 when a is 0.
    @inline(__always) static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }

    /// `unpremultiply` for every (a, c), indexed `a << 8 | c`: 64 KB, saves a division a channel.
    static let unpremultiplyTable: [UInt8] = (0..<65536).map { unpremultiply(UInt8($0 & 255), UInt8($0 >> 8)) }
}
