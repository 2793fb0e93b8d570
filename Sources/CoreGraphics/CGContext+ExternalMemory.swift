internal import Raster

// Bitmap contexts over the caller's memory (CGContext(data:width:height:bitsPerComponent:
// bytesPerRow:space:bitmapInfo:) with `data` not nil): 8-bit pixels, premultiplied or with the
// alpha byte skipped, first or last, in either 32-bit byte order — RGBA, BGRA, ARGB, ABGR in
// memory — at any bytesPerRow. The memory is what the context holds: it is read before each
// drawing and by makeImage(), and each drawing is written back to it when it ends, so the caller
// may read or change the pixels between drawings. Not here: non-premultiplied alpha (`.first`,
// `.last`), 16-bit and float components, grey and CMYK (refused with a message).

struct ExternalBitmap {
    let data: UnsafeMutableRawPointer
    let width: Int, height: Int, bytesPerRow: Int
    /// Where R, G, B and A sit in a pixel's four bytes.
    let r: Int, g: Int, b: Int, a: Int
    /// True when the alpha byte is skipped (the pixels are opaque).
    let skipsAlpha: Bool

    init?(data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & (7 << 12)
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else {
            CGDiagnostics.error("CGContext(data:…): byte order \(order >> 12) is not supported (default, 32Big and 32Little are)")
            return nil
        }
        let alphaLast: Bool
        switch alpha {
        case .premultipliedLast?, .noneSkipLast?: alphaLast = true
        case .premultipliedFirst?, .noneSkipFirst?: alphaLast = false
        default:
            CGDiagnostics.error("CGContext(data:…): alpha info \(alpha.map { "\($0)" } ?? "\(bitmapInfo & 0x1F)") is not supported; "
                + "use premultipliedLast, premultipliedFirst, noneSkipLast or noneSkipFirst")
            return nil
        }
        guard width > 0, height > 0, bytesPerRow >= width * 4 else {
            CGDiagnostics.error("CGContext(data:…): bytesPerRow \(bytesPerRow) is less than 4 × width \(width)")
            return nil
        }
        // Big-endian order is the memory order (RGBA / ARGB); little-endian reverses the four bytes.
        var big = alphaLast ? [0, 1, 2, 3] : [1, 2, 3, 0]   // r, g, b, a
        if little { big = big.map { 3 - $0 } }
        self.data = data; self.width = width; self.height = height; self.bytesPerRow = bytesPerRow
        r = big[0]; g = big[1]; b = big[2]; a = big[3]
        skipsAlpha = alpha == .noneSkipLast || alpha == .noneSkipFirst
    }

    /// The memory's pixels into `pixmap` (premultiplied RGBA).
    func read(into pixmap: Pixmap) {
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = bytes + y * bytesPerRow
            for x in 0..<width {
                let p = row + x * 4
                pixmap.pixels[y * width + x] = PremultipliedColor(r: p[r], g: p[g], b: p[b], a: skipsAlpha ? 255 : p[a]).packed
            }
        }
    }

    /// `pixmap`'s pixels into the memory.
    func write(from pixmap: Pixmap) {
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = bytes + y * bytesPerRow
            for x in 0..<width {
                let c = PremultipliedColor(packed: pixmap.pixels[y * width + x])
                let p = row + x * 4
                p[r] = c.r; p[g] = c.g; p[b] = c.b; p[a] = skipsAlpha ? 255 : c.a
            }
        }
    }
}

extension CGContext {
    /// After a drawing: its pixels into the caller's memory, when the context draws into it.
    func writeBack() {
        guard let external, let pixmap = pixmapIfMade else { return }
        external.write(from: pixmap)
    }
}
