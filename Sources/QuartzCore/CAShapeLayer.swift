internal import Raster
package import Transitions

/// CAShapeLayer: a CGPath filled and stroked in the layer's coordinates.
///
/// `strokeStart`/`strokeEnd` and dash patterns are not drawn by the engine, so they are absent.
open class CAShapeLayer: CALayer {
    private var shape: ShapeLayer { base as! ShapeLayer }

    public override init() { super.init(base: ShapeLayer()) }
    package override init(base: Layer) { super.init(base: base) }
    /// A copy of `layer`'s properties as they show now (a shape layer's path and paint too).
    public override init(layer: Any) {
        if layer is CAShapeLayer { super.init(layer: layer); return }
        RecordingLog.error("CAShapeLayer(layer:) was given a \(type(of: layer)), not a CAShapeLayer; the copy is an empty shape layer")
        super.init(base: ShapeLayer())
    }

    open var path: CGPath? {
        get { shape.path.map { CGPath(path: $0) } }
        set { shape.path = newValue?.path }
    }
    /// Nil fills nothing (default opaque black).
    open var fillColor: CGColor? {
        get { shape.fillColor.map(CGColor.init) }
        set { shape.fillColor = newValue?.raster }
    }
    open var strokeColor: CGColor? {
        get { shape.strokeColor.map(CGColor.init) }
        set { shape.strokeColor = newValue?.raster }
    }
    open var lineWidth: CGFloat {
        get { CGFloat(shape.lineWidth) }
        set { shape.lineWidth = Double(newValue) }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.lineCap.rawValue) }
        set { shape.lineCap = LineCap(rawValue: newValue.rawValue) ?? .butt }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.lineJoin.rawValue) }
        set { shape.lineJoin = LineJoin(rawValue: newValue.rawValue) ?? .miter }
    }
}

/// The fill rules of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line caps of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line joins of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
