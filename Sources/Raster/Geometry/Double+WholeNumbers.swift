/// `Int(x.rounded(.down))`, `Int(x.rounded(.up))` and `Int(x.rounded())` without the libm
/// calls (`floor`, `ceil`, `round`)
/// those make on baseline x86-64, which has no rounding instruction: per-row set-up in the
/// samplers pays them on every row of every draw.
///
/// Both need |x| < 2^52, where every whole number is a Double and `x - Double(Int(x))` is exact
/// (callers bound their inputs far below that). Then truncation plus a one-step correction is
/// the same integer. Transparent, so a dependent package's debug build inlines them too.
extension Double {
    /// `Int(self.rounded(.down))`, for |self| < 2^52.
    @_transparent
    var flooredInt: Int {
        let t = Int(self)
        return Double(t) > self ? t - 1 : t
    }

    /// `Int(self.rounded(.up))`, for |self| < 2^52.
    @_transparent
    var ceiledInt: Int {
        let t = Int(self)
        return Double(t) < self ? t + 1 : t
    }

    /// `Int(self.rounded())` (half away from zero), for |self| < 2^52.
    @_transparent
    var roundedInt: Int {
        let magnitude = self.magnitude
        let t = Int(magnitude)
        let r = magnitude - Double(t) >= 0.5 ? t + 1 : t
        return self < 0 ? -r : r
    }
}
