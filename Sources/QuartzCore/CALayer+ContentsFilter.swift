internal import Transitions
package import Raster

// Status: CALayer's magnificationFilter and minificationFilter (linear, nearest, trilinear;
// kCAFilterLinear…): the renderer samples `contents` drawn larger than its pixels with the
// magnification filter and drawn smaller with the minification one, nearest giving hard pixel
// edges. Differs: linear minification is box-filtered below half size here (Core Animation's
// trilinear), so linear and trilinear draw alike. minificationFilterBias is kept and read back,
// but the mip level it biases is not Core Animation's: a non-zero bias is reported as a warning.

/// How a layer's contents are sampled when drawn at another size.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Bilinear sampling.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: hard pixel edges.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear across mipmap levels (linear's minification here).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")

    package var sampling: ImageShader.Filter? {
        switch self {
        case .linear, .trilinear: .bilinear
        case .nearest: .nearest
        default: nil
        }
    }

}

/// Swift 4's spelling of `CALayerContentsFilter.linear`.
public let kCAFilterLinear = CALayerContentsFilter.linear
/// Swift 4's spelling of `CALayerContentsFilter.nearest`.
public let kCAFilterNearest = CALayerContentsFilter.nearest
/// Swift 4's spelling of `CALayerContentsFilter.trilinear`.
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear

extension CALayer {
    /// How `contents` is sampled when drawn larger than its pixels.
    public var magnificationFilter: CALayerContentsFilter {
        get { contentsFilters.magnification }
        set {
            guard let f = newValue.sampling else { return Self.unknownFilter(newValue, "magnificationFilter") }
            base.contentsMagnificationFilter = f
            contentsFilters.magnification = newValue
        }
    }

    /// How `contents` is sampled when drawn smaller than its pixels.
    public var minificationFilter: CALayerContentsFilter {
        get { contentsFilters.minification }
        set {
            guard let f = newValue.sampling else { return Self.unknownFilter(newValue, "minificationFilter") }
            base.contentsMinificationFilter = f
            contentsFilters.minification = newValue
        }
    }

    /// The bias of the mipmap level trilinear minification picks (kept; see the file note).
    public var minificationFilterBias: Float {
        get { contentsFilters.bias }
        set {
            if newValue != 0 {
                RecordingLog.warning("CALayer.minificationFilterBias \(newValue): the renderer's mip levels are not Core Animation's, so the bias changes nothing drawn")
            }
            contentsFilters.bias = newValue
        }
    }

    private static func unknownFilter(_ f: CALayerContentsFilter, _ property: String) {
        RecordingLog.error("CALayer.\(property) '\(f.rawValue)' is not a contents filter (linear, nearest, trilinear are)")
    }
}
