/// Brightness of premultiplied pixels, as Core Animation's `colorBrightness` filter applies it
/// to a system material's backdrop: `amount` is added to each straight channel (0.1 lifts a
/// light material by 25.5 levels), which on premultiplied pixels is amount × alpha, clamped to
/// 0...alpha (QuartzCore's colour matrix adds the offset times alpha; docs/uikit.md, "Blur
/// styles"). Each channel rounds once, so the bytes are the same on every run.
extension Pixmap {
    /// Adds `amount` (straight, 0...1 scale) to every channel inside `region` (0 changes nothing).
    public func brighten(by amount: Double, in region: IntRect) {
        let r = region.intersection(bounds)
        guard amount != 0, amount.isFinite, !r.isEmpty else { return }
        let p = pixels.baseAddress!
        for y in r.y..<r.maxY {
            let row = p + y * width
            for x in r.x..<r.maxX {
                let v = row[x]
                let a = Int64(v >> 24)
                guard a > 0 else { continue }
                let offset = Int64((amount * Double(a)).rounded())
                func channel(_ shift: UInt32) -> UInt32 { UInt32(min(max(Int64((v >> shift) & 0xFF) + offset, 0), a)) << shift }
                row[x] = channel(0) | channel(8) | channel(16) | UInt32(a) << 24
            }
        }
    }
}
