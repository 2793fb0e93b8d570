/// One pixel as stored in a Pixmap: premultiplied, sRGB-encoded RGBA8.
///
/// In memory the bytes are R, G, B, A; as a little-endian `UInt32` that is
/// `r | g << 8 | b << 16 | a << 24`, the form the compositor's loops work on.
public struct PremultipliedColor: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public init(packed v: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                  b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }

    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    @inline(__always) public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    public var isOpaque: Bool { a == 255 }

    /// Back to straight components (lossy for low alpha, as always with 8-bit premultiplied colour).
    public var unpremultiplied: Color {
        guard a > 0 else { return .clear }
        let al = Double(a) / 255
        return Color(red: Double(r) / 255 / al, green: Double(g) / 255 / al, blue: Double(b) / 255 / al, alpha: al)
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a)) premultiplied" }
}
