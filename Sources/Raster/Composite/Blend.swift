/// Premultiplied 8-bit source-over, with exact rounding.
///
/// All arithmetic is on packed RGBA8 (`r | g << 8 | b << 16 | a << 24`) two channels at a time
/// ("SWAR"): the red/blue and green/alpha pairs sit in separate 16-bit lanes of a UInt32, so one
/// multiply scales two channels. `x·f / 255` is rounded exactly with the classic
/// `(t + 128 + ((t + 128) >> 8)) >> 8`, which equals `round(t / 255)` for t ≤ 255·255; the
/// reference twin `BlendReference` (in the tests' TestSupport) computes the same with floating
/// point, and the tests compare the two over every (value, factor) pair. `@inlinable` so code-drawn layers in other
/// modules (the page curl) inline them in their per-pixel loops.
public enum Blend {
    /// round(x · f / 255) for x, f in 0...255.
    @_transparent public static func mul255(_ x: UInt32, _ f: UInt32) -> UInt32 {
        let t = x * f + 128
        return (t + (t >> 8)) >> 8
    }

    /// Every channel of `p` scaled by f/255, each rounded exactly.
    @_transparent public static func scale(_ p: UInt32, by f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source-over of premultiplied `src` onto premultiplied `dst`: src + dst · (1 − αs).
    ///
    /// The sum cannot overflow a channel: a valid premultiplied src has every channel ≤ its
    /// alpha, so src_c + dst_c·(255 − αs)/255 ≤ αs + (255 − αs) = 255.
    @_transparent public static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 && src == 0 { return dst }
        return src &+ scale(dst, by: 255 - sa)
    }

    /// Source-over with the source first scaled by a coverage or opacity factor f/255.
    @_transparent public static func over(_ src: UInt32, _ dst: UInt32, coverage f: UInt32) -> UInt32 {
        over(scale(src, by: f), dst)
    }
}
