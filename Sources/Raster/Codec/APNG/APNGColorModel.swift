/// The PNG colour type an animation's frames are stored in, narrowest that holds them.
///
/// Grey when every pixel has r = g = b (flat UI in black, white and greys: a third of RGB's
/// bytes before compression), with alpha when frames may blend OVER (their unchanged pixels
/// stored transparent). The IHDR fixes one type for the whole file, so a frame that does not
/// fit the type chosen so far widens it (`APNGFrameOptimizer` re-encodes what it holds).
enum APNGColorModel: Int, Comparable {
    case grey = 1, greyAlpha = 2, rgb = 3, rgba = 4

    /// Bytes per pixel (IHDR's channel count at 8 bits).
    var channels: Int { rawValue }
    var hasAlpha: Bool { self == .greyAlpha || self == .rgba }
    var isGrey: Bool { self == .grey || self == .greyAlpha }

    /// The narrowest model holding `image` (and an alpha channel when `alpha`).
    static func narrowest(for image: Pixmap, alpha: Bool) -> APNGColorModel {
        let grey = isGrey(image)
        let needsAlpha = alpha || !image.isOpaque
        return grey ? (needsAlpha ? .greyAlpha : .grey) : (needsAlpha ? .rgba : .rgb)
    }

    /// This model widened just enough to hold `other` too.
    func union(_ other: APNGColorModel) -> APNGColorModel {
        let alpha = hasAlpha || other.hasAlpha, grey = isGrey && other.isGrey
        return grey ? (alpha ? .greyAlpha : .grey) : (alpha ? .rgba : .rgb)
    }

    static func < (a: APNGColorModel, b: APNGColorModel) -> Bool { a.rawValue < b.rawValue }

    /// True when every pixel has equal red, green and blue (premultiplied or not, the same test).
    static func isGrey(_ image: Pixmap) -> Bool {
        for v in image.pixels {
            let r = v & 0xFF, g = (v >> 8) & 0xFF, b = (v >> 16) & 0xFF
            if r != g || g != b { return false }
        }
        return true
    }
}
