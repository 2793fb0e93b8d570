// Core Graphics' drawing enums and the colour-space/bitmap-info types a bitmap context names.
// Covers the cases Apple defines; which blend modes draw is in CGContext+Drawing.swift.

/// How open ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How corners of stroked lines are drawn.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Which points of a self-intersecting path are inside.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
/// How image sampling interpolates (`.none` samples the nearest pixel; the others bilinear).
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// How drawn pixels combine with the pixels beneath (Porter-Duff and separable modes).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// A colour space: every context here draws sRGB, so this only names one.
public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …).
    public let name: String?
    private init(known name: String) { self.name = name }

    /// A named colour space (all draw as sRGB).
    public convenience init?(name: String) { self.init(known: name) }

    /// The sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Display P3's name (drawn as sRGB: the engine has one colour space).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Generic grey's name (drawn as sRGB).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    package static let deviceRGB = CGColorSpace(known: "kCGColorSpaceDeviceRGB")
}

/// CGColorSpaceCreateDeviceRGB(): the RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// Where alpha sits in a bitmap's pixels (only premultiplied RGBA/RGBX is drawn into).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout flags (`CGImageAlphaInfo.premultipliedLast.rawValue` is what is drawn).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
}

/// Where Core Graphics reports what it cannot draw: the QuartzCore module points this at the
/// recording's log (so the recorder throws it); with nothing installed it goes to standard error.
package enum CGDiagnostics {
    nonisolated(unsafe) package static var sink: ((String) -> Void)?

    package static func error(_ message: String) {
        if let sink { sink(message) } else { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
    }
}
