package import Raster

/// UIColor: an sRGB colour with alpha.
open class UIColor: NSObject {
    package let color: Color

    package init(_ color: Color) { self.color = color }

    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    public required init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), alpha: Double(alpha)) }
    public required init(cgColor: CGColor) { color = cgColor.raster }
    /// A colour from hue, saturation and brightness (HSB), each 0...1.
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        color = Color(red: r, green: g, blue: b, alpha: Double(alpha))
    }
    /// A colour from display-P3 components (drawn as sRGB: the engine has one colour space).
    public convenience init(displayP3Red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// `#colorLiteral(red:green:blue:alpha:)` (the requirement of `_ExpressibleByColorLiteral`:
    /// a required init must sit in the class itself; the conformance is in UIColor+ColorLiteral.swift).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    open var cgColor: CGColor { CGColor(color) }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    /// The components, as UIColor.getRed(_:green:blue:alpha:).
    @discardableResult
    open func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                     blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = CGFloat(color.red); g?.pointee = CGFloat(color.green)
        b?.pointee = CGFloat(color.blue); a?.pointee = CGFloat(color.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }
    open override var description: String { "UIColor(\(color))" }

    // UIKit's named colours, with UIKit's component values.
    public static let black = UIColor(Color(white: 0))
    public static let darkGray = UIColor(Color(white: 1.0 / 3.0))
    public static let lightGray = UIColor(Color(white: 2.0 / 3.0))
    public static let white = UIColor(Color(white: 1))
    public static let gray = UIColor(Color(white: 0.5))
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    public static let clear = UIColor(Color(white: 0, alpha: 0))
    /// The light-mode system background (white).
    public static let systemBackground = UIColor(Color(white: 1))
}
