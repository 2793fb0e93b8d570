import XCTest
import Accelerate
import UIKit

/// vImage's box convolution against a direct per-pixel mean, and bitmap contexts over the
/// caller's memory (DynamicBlurView's blur path).
final class vImageBoxConvolveTests: XCTestCase {
    /// The direct definition: each channel the rounded mean of the box, edges by `edge`.
    private func reference(_ src: [UInt8], width: Int, height: Int, kw: Int, kh: Int, edge: String, background: [UInt8] = [0, 0, 0, 0]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: src.count)
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<4 {
                    var sum = 0, n = 0
                    var outside = false
                    for dy in -(kh / 2)...(kh / 2) {
                        for dx in -(kw / 2)...(kw / 2) {
                            let sx = x + dx, sy = y + dy
                            if sx >= 0, sx < width, sy >= 0, sy < height { sum += Int(src[(sy * width + sx) * 4 + c]); n += 1; continue }
                            outside = true
                            switch edge {
                            case "extend": sum += Int(src[(min(max(sy, 0), height - 1) * width + min(max(sx, 0), width - 1)) * 4 + c]); n += 1
                            case "fill": sum += Int(background[c]); n += 1
                            default: break
                            }
                        }
                    }
                    out[(y * width + x) * 4 + c] = edge == "copy" && outside ? src[(y * width + x) * 4 + c] : UInt8((sum + n / 2) / n)
                }
            }
        }
        return out
    }

    private func convolve(_ src: [UInt8], width: Int, height: Int, kw: UInt32, kh: UInt32, flags: Int, background: [UInt8]? = nil) -> ([UInt8], vImage_Error) {
        var input = src, output = [UInt8](repeating: 0, count: src.count)
        var result = 0
        input.withUnsafeMutableBytes { i in
            output.withUnsafeMutableBytes { o in
                var a = vImage_Buffer(data: i.baseAddress, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: width * 4)
                var b = vImage_Buffer(data: o.baseAddress, height: vImagePixelCount(height), width: vImagePixelCount(width), rowBytes: width * 4)
                result = vImageBoxConvolve_ARGB8888(&a, &b, nil, 0, 0, kh, kw, background, vImage_Flags(flags))
            }
        }
        return (output, result)
    }

    func testEveryEdgeModeMatchesTheDirectMean() {
        var rng = SystemRandomNumberGeneratorStandIn(seed: 7)
        let w = 9, h = 6
        let src = (0..<(w * h * 4)).map { _ in UInt8(rng.next() % 256) }
        for (flag, edge) in [(kvImageEdgeExtend, "extend"), (kvImageTruncateKernel, "truncate"), (kvImageCopyInPlace, "copy"),
                             (kvImageBackgroundColorFill, "fill")] {
            let bg: [UInt8] = [10, 200, 30, 255]
            let (out, err) = convolve(src, width: w, height: h, kw: 5, kh: 3, flags: flag, background: bg)
            XCTAssertEqual(err, kvImageNoError)
            XCTAssertEqual(out, reference(src, width: w, height: h, kw: 5, kh: 3, edge: edge, background: bg), edge)
        }
    }

    func testAHandSolvedBoxAndTheFlagsErrors() {
        // One row of three pixels, channel values 0, 30, 90: a 3-wide box with extended edges
        // gives (0+0+30)/3 = 10, (0+30+90)/3 = 40, (30+90+90)/3 = 70.
        let src: [UInt8] = [0, 0, 0, 0, 30, 30, 30, 30, 90, 90, 90, 90]
        let (out, _) = convolve(src, width: 3, height: 1, kw: 3, kh: 1, flags: kvImageEdgeExtend)
        XCTAssertEqual(out, [10, 10, 10, 10, 40, 40, 40, 40, 70, 70, 70, 70])
        let (kept, _) = convolve(src, width: 3, height: 1, kw: 3, kh: 1, flags: kvImageEdgeExtend | kvImageLeaveAlphaUnchanged)
        XCTAssertEqual(kept[4], 30, "alpha (the first byte of ARGB) is copied")
        XCTAssertEqual(kept[5], 40)
        XCTAssertEqual(convolve(src, width: 3, height: 1, kw: 2, kh: 1, flags: kvImageEdgeExtend).1, kvImageInvalidKernelSize)
        XCTAssertEqual(convolve(src, width: 3, height: 1, kw: 3, kh: 1, flags: 0).1, kvImageInvalidEdgeStyle)
        XCTAssertGreaterThan(convolve(src, width: 3, height: 1, kw: 3, kh: 1, flags: kvImageEdgeExtend | kvImageGetTempBufferSize).1, 0)
    }

    func testABitmapContextDrawsIntoTheCallersMemoryInItsByteOrder() throws {
        var bytes = [UInt8](repeating: 0, count: 2 * 2 * 4)
        bytes.withUnsafeMutableBytes { raw in
            // BGRA in memory: premultipliedFirst, 32-bit little-endian (iOS's usual layout).
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            ctx.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))   // y up: the top-left pixel
        }
        XCTAssertEqual(Array(bytes[0..<4]), [0, 0, 255, 255], "B, G, R, A of the top-left pixel")
        XCTAssertEqual(Array(bytes[4..<8]), [0, 0, 0, 0])
        let image = try XCTUnwrap(UIImage(cgImage: CGImage(pixmap: .init(width: 1, height: 1)!)).cgImage)
        let provided = try XCTUnwrap(image.dataProvider?.data)
        XCTAssertEqual(CFDataGetLength(provided), 4)
        XCTAssertEqual(image.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue, CGImageAlphaInfo.premultipliedLast.rawValue)
    }
}

/// A fixed-seed generator (SplitMix64).
struct SystemRandomNumberGeneratorStandIn: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
