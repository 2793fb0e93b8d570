// libFuzzer target: arbitrary bytes through PNG.decode (png_fast_decode.c's path for the common
// PNG, libpng via the C glue for the rest, then premultiplied RGBA8). Any outcome but a clean
// PNGError or a well-formed pixmap is a bug: a crash, a hang, an allocation beyond the header
// limit, or a pixel whose colour exceeds its alpha (not premultiplied).
import FuzzSupport
import Raster

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecodeFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let pixmap: Pixmap
    do {
        pixmap = try PNG.decode(input.bytes, source: "fuzz.png")
    } catch {
        fuzzCheck(!error.description.isEmpty, "empty error message")
        return 0
    }
    fuzzCheck(pixmap.width >= 1 && pixmap.height >= 1, "decoded an empty image \(pixmap.width) x \(pixmap.height)")
    fuzzCheck(pixmap.width <= Pixmap.maximumSide && pixmap.height <= Pixmap.maximumSide
              && pixmap.width * pixmap.height <= Pixmap.maximumPixelCount,
              "decoded \(pixmap.width) x \(pixmap.height), beyond the limits")
    fuzzCheck(pixmap.pixels.count == pixmap.width * pixmap.height, "pixel count \(pixmap.pixels.count) does not match the size")
    for (i, v) in pixmap.pixels.enumerated() {
        let a = v >> 24, r = v & 0xff, g = (v >> 8) & 0xff, b = (v >> 16) & 0xff
        fuzzCheck(r <= a && g <= a && b <= a, "pixel \(i) = 0x\(String(v, radix: 16)) is not premultiplied")
    }
    return 0
}
