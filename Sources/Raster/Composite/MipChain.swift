import Foundation

/// Box-filtered half-size levels of an image, built on first use and kept with it.
///
/// Bilinear sampling only looks at 2x2 texels, so scaling an image below one half skips texels
/// and aliases (a 0.1-scale text snapshot would shimmer). Sampling the level whose scale is
/// closest above the requested one keeps every texel's contribution. Levels are built once per
/// image and shared by every frame and thread (guarded by a lock).
final class MipChain: @unchecked Sendable {
    private let lock = NSLock()
    private var levels: [Pixmap] = []

    /// Level `n` (n ≥ 1) of `image`: each level halves the previous one (rounding sizes up).
    func level(_ n: Int, of image: Pixmap) -> Pixmap {
        lock.lock()
        defer { lock.unlock() }
        while levels.count < n {
            let previous = levels.last ?? image
            levels.append(Self.halve(previous))
        }
        return levels[n - 1]
    }

    /// The 2x2 box average (edges repeat the last row/column), rounded.
    static func halve(_ src: Pixmap) -> Pixmap {
        let w = max(1, (src.width + 1) / 2), h = max(1, (src.height + 1) / 2)
        let dst = Pixmap(width: w, height: h)!
        let s = src.pixels.baseAddress!, d = dst.pixels.baseAddress!
        for y in 0..<h {
            let y0 = min(2 * y, src.height - 1), y1 = min(2 * y + 1, src.height - 1)
            for x in 0..<w {
                let x0 = min(2 * x, src.width - 1), x1 = min(2 * x + 1, src.width - 1)
                let a = s[y0 * src.width + x0], b = s[y0 * src.width + x1]
                let c = s[y1 * src.width + x0], e = s[y1 * src.width + x1]
                // Per channel (sum of four + 2) / 4, two channels per lane: each lane sum < 2^10.
                let m: UInt32 = 0x00FF_00FF
                var rb: UInt32 = (a & m) + (b & m)
                rb += (c & m) + (e & m) + 0x0002_0002
                var ga: UInt32 = ((a >> 8) & m) + ((b >> 8) & m)
                ga += ((c >> 8) & m) + ((e >> 8) & m) + 0x0002_0002
                d[y * w + x] = ((rb >> 2) & m) | (((ga >> 2) & m) << 8)
            }
        }
        return dst
    }
}

/// One mip chain per pixmap.
enum MipRegistry {
    private static let table = PixmapSideTable<MipChain>()

    static func chain(for image: Pixmap) -> MipChain { table.value(for: image) { _ in MipChain() } }
}
