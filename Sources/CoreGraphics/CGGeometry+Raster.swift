package import Raster

// Conversions between Foundation's CG geometry and the rasterizer's, for the UIKit modules.

extension CGPoint {
    package var raster: Point { Point(x: Double(x), y: Double(y)) }
    package init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGSize {
    package var raster: Size { Size(width: Double(width), height: Double(height)) }
    package init(_ s: Size) { self.init(width: CGFloat(s.width), height: CGFloat(s.height)) }
}

extension CGRect {
    /// The rectangle standardized (negative sizes flipped), as Core Graphics reads it.
    package var raster: Rect {
        let s = standardized
        return Rect(x: Double(s.minX), y: Double(s.minY), width: Double(s.width), height: Double(s.height))
    }
    package init(_ r: Rect) { self.init(x: CGFloat(r.minX), y: CGFloat(r.minY), width: CGFloat(r.width), height: CGFloat(r.height)) }
}

extension CGAffineTransform {
    package var raster: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
    package init(_ t: Transform2D) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGColor {
    package var raster: Color { Color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }
    package convenience init(_ c: Color) {
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}
