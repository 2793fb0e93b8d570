/// The pixels an APNG frame stores for a region: the next frame's pixels as they are (for
/// `APNG_BLEND_OP_SOURCE`), or with the pixels that did not change made transparent (for
/// `APNG_BLEND_OP_OVER`: long runs of zeros that deflate to almost nothing, and which the
/// decoder's OVER leaves as the canvas had them).
enum APNGRegionImage {
    /// `next`'s pixels inside `rect`.
    static func source(_ next: Pixmap, rect: IntRect) -> Pixmap {
        let out = Pixmap(width: rect.width, height: rect.height)!
        let src = next.pixels.baseAddress!, dst = out.pixels.baseAddress!
        for row in 0..<rect.height {
            (dst + row * rect.width).update(from: src + (rect.y + row) * next.width + rect.x, count: rect.width)
        }
        return out
    }

    /// `next`'s pixels inside `rect` where they differ from `previous`, transparent elsewhere.
    /// Exact under OVER only when every changed pixel is opaque (`APNGChangedRegion`).
    static func over(_ next: Pixmap, previous: Pixmap, rect: IntRect) -> Pixmap {
        // Pixmap memory starts zeroed: transparent black is already everywhere.
        let out = Pixmap(width: rect.width, height: rect.height)!
        let new = next.pixels.baseAddress!, old = previous.pixels.baseAddress!, dst = out.pixels.baseAddress!
        for row in 0..<rect.height {
            let offset = (rect.y + row) * next.width + rect.x
            let a = old + offset, b = new + offset, d = dst + row * rect.width
            for x in 0..<rect.width where a[x] != b[x] { d[x] = b[x] }
        }
        return out
    }
}
