internal import Raster

// CGDataProvider over bytes in memory: init(data:) and `data`, what an image's pixels are read
// through (CGImage.dataProvider gives its premultiplied RGBA bytes, the layout its bitmapInfo
// and colorSpace name). CFData is Foundation's NSData here (toll-free bridged on Apple platforms,
// so `data as CFData` reads the same), with CFDataGetBytePtr and CFDataGetLength. Not here:
// providers over files, URLs or callbacks (absent: a compile error).

/// Core Foundation's data: NSData (`Data as CFData` works as on Apple platforms).
public typealias CFData = NSData

/// The first byte of `data`.
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! { data.bytes.assumingMemoryBound(to: UInt8.self) }
/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData!) -> Int { data.length }

/// Bytes an image or font is read from.
public final class CGDataProvider: @unchecked Sendable {
    private let bytes: Data

    /// A provider of `data`'s bytes (copied).
    public init?(data: CFData) { bytes = Data(referencing: data) }

    package init(bytes: Data) { self.bytes = bytes }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes as NSData }
}

extension CGImage {
    /// The image's pixels: rows top to bottom, `bytesPerRow` bytes each, premultiplied RGBA
    /// (as `bitmapInfo` says).
    public var dataProvider: CGDataProvider? {
        let bytes = pixmap.pixels.withMemoryRebound(to: UInt8.self) { Data(buffer: $0) }
        return CGDataProvider(bytes: bytes)
    }
    /// The image's colour space (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Premultiplied alpha in the last byte of each pixel.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    /// The pixels' layout: premultiplied RGBA in memory order (alpha last, 32-bit big-endian).
    public var bitmapInfo: CGBitmapInfo { [CGBitmapInfo(alphaInfo: .premultipliedLast), .byteOrder32Big] }
}
