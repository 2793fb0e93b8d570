/// Brightness of premultiplied pixels, as Core Animation's `colorBrightness` filter applies it
/// to a system material's backdrop: `amount` is added to each straight channel (0.1 lifts a
/// light material by 25.5 levels), which on premultiplied pixels is amount × alpha, clamped to
/// 0...alpha (QuartzCore's colour matrix adds the offset times alpha; docs/uikit.md, "Blur
/// styles"). Each channel rounds once, so the bytes are the same on every run.
extension Pixmap {
    /// Adds `amount` (straight, 0...1 scale) to every channel inside `region` (0 changes nothing).
    public func brighten(by amount: Double, in region: IntRect) {
        guard amount != 0, amount.isFinite else { return }
        mapCoveredPixels(in: region) { v, alpha in
            let a = Int64(alpha)
            let offset = Int64((amount * Double(a)).rounded())
            func channel(_ shift: UInt32) -> UInt32 { UInt32(min(max(Int64((v >> shift) & 0xFF) + offset, 0), a)) << shift }
            return channel(0) | channel(8) | channel(16) | alpha << 24
        }
    }
}
