import Raster

/// CAShapeLayer: a path filled and stroked in the layer's coordinates.
public final class ShapeLayer: Layer {
    public var path: Path?
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    public var strokeColor: Color?
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter

    public override init() { super.init() }

    public override func modelValue(_ property: LayerProperty) -> AnimatableValue? {
        switch property {
        case .path: .path(path ?? Path())
        case .fillColor: .color(fillColor ?? .clear)
        case .strokeColor: .color(strokeColor ?? .clear)
        case .lineWidth: .number(lineWidth)
        default: super.modelValue(property)
        }
    }

    public override func setModelValue(_ value: AnimatableValue, for property: LayerProperty) {
        switch (property, value) {
        case (.path, .path(let p)): path = p
        case (.fillColor, .color(let c)): fillColor = c
        case (.strokeColor, .color(let c)): strokeColor = c
        case (.lineWidth, .number(let v)): lineWidth = v
        default: super.setModelValue(value, for: property)
        }
    }

    override func shallowCopy() -> Layer {
        let c = ShapeLayer()
        copyProperties(to: c)
        c.path = path; c.fillColor = fillColor; c.fillRule = fillRule; c.strokeColor = strokeColor
        c.lineWidth = lineWidth; c.lineCap = lineCap; c.lineJoin = lineJoin
        return c
    }
}

