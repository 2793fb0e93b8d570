/// Moving coverage between masks of different sizes (a small padded working mask and a
/// canvas-sized one).
extension Mask {
    /// Replaces this mask's content with `source`, whose pixel (0, 0) lands at `origin` on this
    /// mask; only the overlap is copied, everything else becomes 0.
    public func place(_ source: Mask, at origin: (x: Int, y: Int)) {
        reset()
        let target = IntRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
            .intersection(IntRect(x: 0, y: 0, width: width, height: height))
        guard !target.isEmpty else { return }
        for y in target.y..<target.maxY {
            let src = source.values.baseAddress! + (y - origin.y) * source.width + (target.x - origin.x)
            (values.baseAddress! + y * width + target.x).update(from: src, count: target.width)
        }
        bounds = target
    }
}
