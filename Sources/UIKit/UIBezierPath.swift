internal import Raster

/// UIBezierPath: a path with drawing attributes, as transition code builds masks with it.
open class UIBezierPath: NSObject {
    private let mutable: CGMutablePath
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false
    // Drawing attributes used by fill()/stroke() (UIBezierPath+Drawing.swift).
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() { mutable = CGMutablePath() }
    public init(rect: CGRect) { mutable = CGMutablePath(); mutable.addRect(rect) }
    public init(ovalIn rect: CGRect) { mutable = CGMutablePath(); mutable.addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        mutable = CGMutablePath()
        mutable.path.addPath(.roundedRect(rect.raster, cornerRadius: Double(cornerRadius)))
    }
    /// A rounded rectangle rounding only `corners` (all four when every corner is given).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        if corners == .allCorners { self.init(roundedRect: rect, cornerRadius: cornerRadii.width); return }
        self.init()
        let r = min(cornerRadii.width, rect.width / 2, rect.height / 2)
        let k = CGFloat(Path.kappa) * r
        func corner(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let tl = corner(.topLeft), tr = corner(.topRight), br = corner(.bottomRight), bl = corner(.bottomLeft)
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), controlPoint1: CGPoint(x: rect.maxX - tr + k, y: rect.minY), controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + tr - k)) }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { addCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - br + k), controlPoint2: CGPoint(x: rect.maxX - br + k, y: rect.maxY)) }
        addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), controlPoint1: CGPoint(x: rect.minX + bl - k, y: rect.maxY), controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - bl + k)) }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { addCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.minY + tl - k), controlPoint2: CGPoint(x: rect.minX + tl - k, y: rect.minY)) }
        close()
    }
    /// An arc (angles in radians, clockwise as on screen).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        mutable = CGMutablePath()
        mutable.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, screenClockwise: clockwise)
    }
    public init(cgPath: CGPath) { mutable = CGMutablePath(path: cgPath.path) }

    /// The path for layers (a copy: later changes to this object do not affect it).
    open var cgPath: CGPath {
        get { CGPath(path: mutable.path) }
        set { mutable.path = newValue.path }
    }
    open var bounds: CGRect { mutable.boundingBox }
    open var isEmpty: Bool { mutable.isEmpty }
    open var currentPoint: CGPoint { mutable.currentPoint }

    open func move(to p: CGPoint) { mutable.move(to: p) }
    open func addLine(to p: CGPoint) { mutable.addLine(to: p) }
    open func addCurve(to end: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) { mutable.addCurve(to: end, control1: c1, control2: c2) }
    open func addQuadCurve(to end: CGPoint, controlPoint c: CGPoint) { mutable.addQuadCurve(to: end, control: c) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        mutable.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, screenClockwise: clockwise)
    }
    open func close() { mutable.closeSubpath() }
    open func append(_ other: UIBezierPath) { mutable.addPath(other.cgPath) }
    open func apply(_ t: CGAffineTransform) { mutable.path = mutable.path.applying(t.raster) }
    open func removeAllPoints() { mutable.path = Path() }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
