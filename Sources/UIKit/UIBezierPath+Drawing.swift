// UIBezierPath drawing into the current context: fill(), stroke(), fill/stroke(with:alpha:),
// addClip(), setLineDash/getLineDash, with the path's own line width, cap, join, miter limit
// and fill rule (the context's other state — colours, CTM, clip — applies).

extension UIBezierPath {
    /// Fills the path with the current fill colour (its fill rule; the context's state is kept).
    public func fill() { fill(with: .normal, alpha: 1) }
    /// Fills the path through `blendMode` at `alpha`.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        defer { c.restoreGState() }
        c.setBlendMode(blendMode)
        c.setAlpha(CGFloat(c.alpha) * alpha)
        let saved = c.path
        c.beginPath()
        c.addPath(cgPath)
        c.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        if let saved { c.addPath(saved) }
    }

    /// Strokes the path with the current stroke colour and the path's line attributes.
    public func stroke() { stroke(with: .normal, alpha: 1) }
    /// Strokes the path through `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.saveGState()
        defer { c.restoreGState() }
        c.setBlendMode(blendMode)
        c.setAlpha(CGFloat(c.alpha) * alpha)
        c.setLineWidth(lineWidth)
        c.setLineCap(lineCapStyle)
        c.setLineJoin(lineJoinStyle)
        c.setMiterLimit(miterLimit)
        c.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
        let saved = c.path
        c.beginPath()
        c.addPath(cgPath)
        c.strokePath()
        if let saved { c.addPath(saved) }
    }

    /// Intersects the current context's clip with the path's inside (its fill rule).
    public func addClip() {
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let saved = c.path
        c.beginPath()
        c.addPath(cgPath)
        c.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        if let saved { c.addPath(saved) }
    }

    /// The dash pattern strokes use (`count` lengths from `pattern`, in points), `phase` into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? [], phase)
    }
    /// Copies the dash pattern out (each pointer may be nil).
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in lineDash.pattern.enumerated() { pattern[i] = v } }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }
}
