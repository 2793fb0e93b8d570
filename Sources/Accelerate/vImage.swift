// Accelerate's vImage box convolution: vImage_Buffer, vImageBoxConvolve_ARGB8888 and
// vImageBoxConvolve_Planar8 with every edge mode (kvImageEdgeExtend, kvImageBackgroundColorFill,
// kvImageTruncateKernel, kvImageCopyInPlace), a region of interest (srcOffsetToROI), odd kernel
// sizes, kvImageLeaveAlphaUnchanged and kvImageGetTempBufferSize, with vImage's error codes.
// Each result is the mean of the kernel's pixels rounded to nearest (truncate: of those inside
// the image). The temporary buffer may be passed or not; its contents are not used. Not here:
// the rest of vImage (tent, general convolution, morphology, conversions), vDSP, BLAS: they are
// absent, so code naming them does not compile.

public typealias vImagePixelCount = UInt
public typealias vImage_Flags = UInt32
public typealias vImage_Error = Int
public typealias Pixel_8 = UInt8
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// An image in memory: `height` rows of `rowBytes` bytes, `width` pixels each.
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int
    public init() { data = nil; height = 0; width = 0; rowBytes = 0 }
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data; self.height = height; self.width = width; self.rowBytes = rowBytes
    }
}

public let kvImageNoFlags: Int = 0
public let kvImageLeaveAlphaUnchanged: Int = 1
public let kvImageCopyInPlace: Int = 2
public let kvImageBackgroundColorFill: Int = 4
public let kvImageEdgeExtend: Int = 8
public let kvImageDoNotTile: Int = 16
public let kvImageHighQualityResampling: Int = 32
public let kvImageTruncateKernel: Int = 64
public let kvImageGetTempBufferSize: Int = 128

public let kvImageNoError: Int = 0
public let kvImageRoiLargerThanInputBuffer: Int = -21766
public let kvImageInvalidKernelSize: Int = -21767
public let kvImageInvalidEdgeStyle: Int = -21768
public let kvImageInvalidOffset_X: Int = -21769
public let kvImageInvalidOffset_Y: Int = -21770
public let kvImageNullPointerArgument: Int = -21772
public let kvImageUnknownFlagsBit: Int = -21775

/// Each channel of each pixel of `dest` set to the mean of the `kernel_width` × `kernel_height`
/// box of `src` around the matching pixel (offset by the region of interest), as vImage does.
@discardableResult
public func vImageBoxConvolve_ARGB8888(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                       _ tempBuffer: UnsafeMutableRawPointer?, _ srcOffsetToROI_X: vImagePixelCount,
                                       _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                       _ backgroundColor: UnsafePointer<UInt8>?, _ flags: vImage_Flags) -> vImage_Error {
    BoxConvolution.run(src.pointee, dest.pointee, channels: 4, offsetX: Int(srcOffsetToROI_X), offsetY: Int(srcOffsetToROI_Y),
                       kernelHeight: Int(kernel_height), kernelWidth: Int(kernel_width),
                       background: backgroundColor.map { p in (0..<4).map { p[$0] } }, flags: Int(flags))
}

/// The one-channel form of vImageBoxConvolve_ARGB8888 (`backgroundColor` is one Pixel_8).
@discardableResult
public func vImageBoxConvolve_Planar8(_ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
                                      _ tempBuffer: UnsafeMutableRawPointer?, _ srcOffsetToROI_X: vImagePixelCount,
                                      _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
                                      _ backgroundColor: Pixel_8, _ flags: vImage_Flags) -> vImage_Error {
    BoxConvolution.run(src.pointee, dest.pointee, channels: 1, offsetX: Int(srcOffsetToROI_X), offsetY: Int(srcOffsetToROI_Y),
                       kernelHeight: Int(kernel_height), kernelWidth: Int(kernel_width), background: [backgroundColor], flags: Int(flags))
}

enum BoxConvolution {
    enum Edge { case extend, fill, truncate, copy }

    static func run(_ src: vImage_Buffer, _ dest: vImage_Buffer, channels: Int, offsetX: Int, offsetY: Int,
                    kernelHeight kh: Int, kernelWidth kw: Int, background: [UInt8]?, flags: Int) -> vImage_Error {
        let known = kvImageLeaveAlphaUnchanged | kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend
            | kvImageDoNotTile | kvImageHighQualityResampling | kvImageTruncateKernel | kvImageGetTempBufferSize
        guard flags & ~known == 0 else { return kvImageUnknownFlagsBit }
        guard kw > 0, kh > 0, kw % 2 == 1, kh % 2 == 1 else { return kvImageInvalidKernelSize }
        let modes: [(Int, Edge)] = [(kvImageEdgeExtend, .extend), (kvImageBackgroundColorFill, .fill),
                                    (kvImageTruncateKernel, .truncate), (kvImageCopyInPlace, .copy)]
        let chosen = modes.filter { flags & $0.0 != 0 }
        guard chosen.count == 1 else { return kvImageInvalidEdgeStyle }
        let edge = chosen[0].1
        let sw = Int(src.width), sh = Int(src.height), w = Int(dest.width), h = Int(dest.height)
        if flags & kvImageGetTempBufferSize != 0 { return max(1, (w + kw) * channels * 8) }
        guard let srcData = src.data, let destData = dest.data else { return kvImageNullPointerArgument }
        if edge == .fill, background == nil { return kvImageNullPointerArgument }
        guard offsetX + w <= sw else { return offsetX >= sw ? kvImageInvalidOffset_X : kvImageRoiLargerThanInputBuffer }
        guard offsetY + h <= sh else { return offsetY >= sh ? kvImageInvalidOffset_Y : kvImageRoiLargerThanInputBuffer }
        guard w > 0, h > 0 else { return kvImageNoError }
        let source = srcData.assumingMemoryBound(to: UInt8.self)
        let rw = kw / 2, rh = kh / 2
        let leaveAlpha = channels == 4 && flags & kvImageLeaveAlphaUnchanged != 0
        var out = [UInt8](repeating: 0, count: w * h * channels)
        // Rows of horizontal box sums, one per source row the kernel reaches, rh above to rh below.
        let rows = h + 2 * rh
        var horizontal = [Int](repeating: 0, count: rows * w)
        for c in 0..<channels where !(leaveAlpha && c == 0) {
            func sample(_ x: Int, _ y: Int) -> Int {
                if x >= 0, x < sw, y >= 0, y < sh { return Int(source[y * src.rowBytes + x * channels + c]) }
                switch edge {
                case .extend, .copy: return Int(source[min(max(y, 0), sh - 1) * src.rowBytes + min(max(x, 0), sw - 1) * channels + c])
                case .fill: return Int(background![c])
                case .truncate: return 0
                }
            }
            for r in 0..<rows {
                let y = offsetY - rh + r
                var sum = 0
                for dx in -rw...rw { sum += sample(offsetX + dx, y) }
                horizontal[r * w] = sum
                for x in 1..<max(w, 1) {
                    sum += sample(offsetX + x + rw, y) - sample(offsetX + x - 1 - rw, y)
                    horizontal[r * w + x] = sum
                }
            }
            for x in 0..<w {
                let sx = offsetX + x
                let columns = edge == .truncate ? min(sx + rw, sw - 1) - max(sx - rw, 0) + 1 : kw
                var sum = 0
                for r in 0..<kh { sum += horizontal[r * w + x] }
                for y in 0..<h {
                    if y > 0 { sum += horizontal[(y + kh - 1) * w + x] - horizontal[(y - 1) * w + x] }
                    let sy = offsetY + y
                    let count = edge == .truncate ? columns * (min(sy + rh, sh - 1) - max(sy - rh, 0) + 1) : kw * kh
                    out[(y * w + x) * channels + c] = UInt8((sum + count / 2) / count)
                }
            }
        }
        let target = destData.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            let sy = offsetY + y
            for x in 0..<w {
                let sx = offsetX + x
                let keep = edge == .copy && (sx - rw < 0 || sx + rw >= sw || sy - rh < 0 || sy + rh >= sh)
                for c in 0..<channels {
                    let fromSource = keep || (leaveAlpha && c == 0)
                    target[y * dest.rowBytes + x * channels + c] = fromSource ? source[sy * src.rowBytes + sx * channels + c] : out[(y * w + x) * channels + c]
                }
            }
        }
        return kvImageNoError
    }
}
