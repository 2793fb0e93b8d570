package import Raster

/// UIColor: an sRGB colour with alpha.
open class UIColor: NSObject {
    /// The colour's components; a dynamic colour (UIColor+Dynamic.swift) resolves against
    /// `UITraitCollection.current` each time they are read.
    package var color: Color { provider.map { $0(UITraitCollection.current).color } ?? fixed }
    private let fixed: Color
    /// What a dynamic colour resolves with (nil: a fixed colour).
    package let provider: ((UITraitCollection) -> UIColor)?

    package init(_ color: Color) { fixed = color; provider = nil }
    package init(provider: @escaping (UITraitCollection) -> UIColor) { fixed = Color(white: 0, alpha: 0); self.provider = provider }

    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)); provider = nil
    }
    public required init(white: CGFloat, alpha: CGFloat) { fixed = Color(white: Double(white), alpha: Double(alpha)); provider = nil }
    public required init(cgColor: CGColor) { fixed = cgColor.raster; provider = nil }
    /// A colour from hue, saturation and brightness (HSB), each 0...1.
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let i = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        fixed = Color(red: r, green: g, blue: b, alpha: Double(alpha)); provider = nil
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
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor(provider: { provider($0).withAlphaComponent(alpha) }) }
        return UIColor(fixed.withAlpha(Double(alpha)))
    }

    /// The components, as UIColor.getRed(_:green:blue:alpha:).
    @discardableResult
    open func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                     blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = CGFloat(color.red); g?.pointee = CGFloat(color.green)
        b?.pointee = CGFloat(color.blue); a?.pointee = CGFloat(color.alpha)
        return true
    }

    /// Fixed colours are equal by components; a dynamic colour only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return provider == nil && other.provider == nil ? other.fixed == fixed : other === self
    }
    open override var hash: Int { provider == nil ? fixed.hashValue : ObjectIdentifier(self).hashValue }
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
}
