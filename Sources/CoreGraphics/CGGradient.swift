package import Raster

// CGGradient and CGContext's gradient fills: drawLinearGradient and drawRadialGradient with
// the extend options, through the CTM, clip and alpha. Colours are interpolated in straight
// sRGB components between locations, as Core Graphics does in an sRGB space. Not here:
// CGShading, gradients in other colour spaces (every space is sRGB).

/// CGGradient: colours at locations 0...1.
public final class CGGradient: @unchecked Sendable {
    package let stops: [(location: Double, color: Color)]

    /// A gradient of `colors` at `locations` (evenly spaced when nil); nil for no colours or
    /// a locations array of another length.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let n = colors.count
        var locs: [Double] = []
        for i in 0..<n {
            if let locations { locs.append(Double(locations[i])) } else { locs.append(n == 1 ? 0 : Double(i) / Double(n - 1)) }
        }
        var pairs: [(location: Double, color: Color)] = []
        for i in 0..<n { pairs.append((locs[i], colors[i].raster)) }
        stops = pairs.sorted { $0.location < $1.location }
    }

    /// The Core Foundation form: `[a.cgColor, b.cgColor] as CFArray`; nil unless every element
    /// is a CGColor (Core Graphics' own answer to anything else is undefined).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cgColors, locations: locations)
    }

    /// A gradient of RGBA component quadruples at `locations`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map { i in
            CGColor(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    /// The colour at `t` (clamped to the first and last stops).
    func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, fraction: (t - a.location) / span) : b.color
        }
        return last.color
    }
}

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension CGContext {
    /// Fills the clip with the gradient along the line from `start` to `end` (user space);
    /// beyond the ends only when the options say so.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let s = start.raster, e = end.raster
        let d = e - s
        let len2 = d.x * d.x + d.y * d.y
        paintGradient(gradient, options: options, what: "drawLinearGradient") { p in
            guard len2 > 0 else { return nil }
            return ((p.x - s.x) * d.x + (p.y - s.y) * d.y) / len2
        }
    }

    /// Fills the clip with the gradient between two circles (user space): t is the circle of
    /// centre c(t) = c0 + t (c1 - c0) and radius r(t) = r0 + t (r1 - r0) through the point
    /// with the largest t and r(t) >= 0, as in Core Graphics and the canvas spec.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let c0 = startCenter.raster, c1 = endCenter.raster, r0 = Double(startRadius), r1 = Double(endRadius)
        let cd = c1 - c0, dr = r1 - r0
        let a = cd.x * cd.x + cd.y * cd.y - dr * dr
        paintGradient(gradient, options: options, what: "drawRadialGradient") { p in
            let pd = p - c0
            let b = pd.x * cd.x + pd.y * cd.y + r0 * dr
            let c = pd.x * pd.x + pd.y * pd.y - r0 * r0
            if abs(a) < 1e-12 {
                guard abs(b) > 1e-12 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let root = disc.squareRoot()
            for t in [(b + root) / a, (b - root) / a].sorted(by: >) where r0 + t * dr >= 0 { return t }
            return nil
        }
    }

    /// Paints every pixel of the clip (or bitmap) whose centre maps to a gradient position
    /// `t(userPoint)`, source-over at the context's alpha and the clip's coverage.
    private func paintGradient(_ gradient: CGGradient, options: CGGradientDrawingOptions, what: String,
                               _ position: (Point) -> Double?) {
        noteDrawing()
        if state.blendMode != .normal {
            CGDiagnostics.error("CGContext.\(what): gradients are drawn with blend mode .normal only, not .\(state.blendMode); drawn as .normal")
        }
        guard let inverse = userToDevice.inverted(), let first = gradient.stops.first?.location,
              let last = gradient.stops.last?.location else { return }
        let target = canvas.target
        var region = IntRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        if let clip = state.clip { region = region.intersection(clip.bounds) }
        let alpha = state.alpha
        for y in region.y..<region.maxY {
            let clipRow = state.clip.map { $0.values.baseAddress! + y * pixelWidth }
            for x in region.x..<region.maxX {
                var coverage = alpha
                if let clipRow { coverage *= Double(clipRow[x]) / 255 }
                guard coverage > 0, let t = position(inverse.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))), t.isFinite else { continue }
                if t < first && !options.contains(.drawsBeforeStartLocation) { continue }
                if t > last && !options.contains(.drawsAfterEndLocation) { continue }
                let c = gradient.color(at: t)
                let sa = min(max(c.alpha, 0), 1) * coverage
                guard sa > 0 else { continue }
                let d = target[x, y]
                func over(_ s: Double, _ dv: UInt8) -> UInt8 { UInt8(min(max(s * sa + Double(dv) / 255 * (1 - sa), 0), 1) * 255 + 0.5) }
                target[x, y] = PremultipliedColor(r: over(c.red, d.r), g: over(c.green, d.g), b: over(c.blue, d.b), a: over(1, d.a))
            }
        }
    }
}
