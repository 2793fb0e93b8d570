/// CGColor: an RGBA colour (sRGB components 0...1), immutable as Core Graphics' is.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?
    package let rgba: (red: Double, green: Double, blue: Double, alpha: Double)

    /// A colour from sRGB components (CGColor(red:green:blue:alpha:)).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (Double(red), Double(green), Double(blue), Double(alpha))
        components = [red, green, blue, alpha]
    }

    /// A grey (CGColor(gray:alpha:)).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The colour's opacity.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    /// The number of components (4: RGBA).
    public var numberOfComponents: Int { 4 }

    /// The same colour with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: alpha)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool { l.rgba == r.rgba }
    public func hash(into h: inout Hasher) { h.combine(rgba.red); h.combine(rgba.green); h.combine(rgba.blue); h.combine(rgba.alpha) }
    public var description: String { "CGColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))" }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)
}
