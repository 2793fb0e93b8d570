#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Factories for the shapes UIKit code builds with UIBezierPath and CGPath.
extension Path {
    /// The cubic-Bézier constant for a quarter circle: 4/3·(√2 − 1).
    public static let kappa = 0.5522847498307936

    /// A rectangle, clockwise from the top-left (CGPath(rect:)).
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.addLine(to: Point(x: r.maxX, y: r.minY))
        p.addLine(to: Point(x: r.maxX, y: r.maxY))
        p.addLine(to: Point(x: r.minX, y: r.maxY))
        p.closeSubpath()
        return p
    }

    /// The ellipse inscribed in `r` as four cubics (UIBezierPath(ovalIn:)): it starts at
    /// 3 o'clock and runs clockwise on a y-down screen (3 → 6 → 9 → 12), then closes.
    /// Every oval has the same element structure, so two ovals always interpolate.
    public static func oval(in r: Rect) -> Path {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * kappa, ky = ry * kappa
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        p.addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        p.addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        p.addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        p.closeSubpath()
        return p
    }

    /// A circular arc as UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:).
    ///
    /// Angles are in radians from +x; on a y-down screen `clockwise` means increasing angle.
    /// The arc is split into segments of at most a quarter turn, each one cubic, so a full
    /// circle from 0 to 2π is a move plus four cubics (without a close, as UIKit builds it).
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return p
    }

    /// Appends an arc; starts a subpath at the arc's start (or draws a line to it).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        guard sweep != 0, sweep.isFinite else { return }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = Point(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            addCurve(to: Point(x: center.x + radius * p1.x, y: center.y + radius * p1.y), control1: c1, control2: c2)
            a0 = a1
        }
    }

    /// A rounded rectangle with circular corners (the radius is clamped to half the shorter side),
    /// clockwise from the top edge, the shape `cornerRadius` gives a layer; the corners not in
    /// `corners` stay square (a layer's `maskedCorners`).
    public static func roundedRect(_ r: Rect, cornerRadius radius: Double, corners: RectCorners = .all) -> Path {
        let full = max(0, min(radius, r.width / 2, r.height / 2))
        guard full > 0, !corners.isEmpty else { return rect(r) }
        func rad(_ c: RectCorners) -> Double { corners.contains(c) ? full : 0 }
        let tl = rad(.minXMinY), tr = rad(.maxXMinY), br = rad(.maxXMaxY), bl = rad(.minXMaxY)
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        let k = 1 - kappa
        var p = Path()
        p.move(to: Point(x: x0 + tl, y: y0))
        p.addLine(to: Point(x: x1 - tr, y: y0))
        if tr > 0 { p.addCurve(to: Point(x: x1, y: y0 + tr), control1: Point(x: x1 - k * tr, y: y0), control2: Point(x: x1, y: y0 + k * tr)) }
        p.addLine(to: Point(x: x1, y: y1 - br))
        if br > 0 { p.addCurve(to: Point(x: x1 - br, y: y1), control1: Point(x: x1, y: y1 - k * br), control2: Point(x: x1 - k * br, y: y1)) }
        p.addLine(to: Point(x: x0 + bl, y: y1))
        if bl > 0 { p.addCurve(to: Point(x: x0, y: y1 - bl), control1: Point(x: x0 + k * bl, y: y1), control2: Point(x: x0, y: y1 - k * bl)) }
        p.addLine(to: Point(x: x0, y: y0 + tl))
        if tl > 0 { p.addCurve(to: Point(x: x0 + tl, y: y0), control1: Point(x: x0, y: y0 + k * tl), control2: Point(x: x0 + k * tl, y: y0)) }
        p.closeSubpath()
        return p
    }
}
