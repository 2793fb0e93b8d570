/// A colour as UIKit code writes it: straight (not premultiplied) sRGB-encoded components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey (UIColor(white:alpha:)).
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// 8-bit components, as designers hand them over.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional); nil for anything else. Only
    /// ASCII digits count (`Character.isHexDigit` also takes fullwidth `Ｆ`, which is no number).
    public init?(hex: String) {
        var s = Substring(hex).utf8
        if s.first == UInt8(ascii: "#") { s = s.dropFirst() }
        var digits: [UInt8] = []
        for byte in s {
            guard let digit = Self.hexDigitValue(byte) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3: self.init(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
        default: return nil
        }
    }

    /// The value of an ASCII hexadecimal digit, nil for any other byte.
    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let lightGray = Color(white: 2.0 / 3.0)
    public static let darkGray = Color(white: 1.0 / 3.0)

    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    public var description: String { "#" + [red, green, blue, alpha].map { String(Self.byte($0), radix: 16).leftPadded(2) }.joined() }

    /// The same colour with another alpha.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Interpolates the components linearly in sRGB-encoded space, as Core Animation does for colours.
    public func interpolated(to o: Color, fraction f: Double) -> Color {
        Color(red: red + (o.red - red) * f, green: green + (o.green - green) * f,
              blue: blue + (o.blue - blue) * f, alpha: alpha + (o.alpha - alpha) * f)
    }

    /// The premultiplied 8-bit pixel, each component rounded once.
    public var premultiplied: PremultipliedColor {
        let a = min(max(alpha, 0), 1)
        return PremultipliedColor(r: Self.byte(red * a), g: Self.byte(green * a), b: Self.byte(blue * a), a: Self.byte(a))
    }

    static func byte(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(min(max(v, 0), 1) * 255 + 0.5)
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
