/// A chevron stroked in a colour: the navigation bar's back chevron and the table cell's
/// disclosure indicator (both drawn as paths: there are no system images here).
final class ChevronView: UIView {
    /// A chevron pointing left (back) or right (disclosure) filling `size`, with round ends.
    init(pointsLeft: Bool, size: CGSize, lineWidth: CGFloat, color: UIColor) {
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        let inset = lineWidth / 2
        let path = CGMutablePath()
        let near = inset, far = size.width - inset
        path.move(to: CGPoint(x: pointsLeft ? far : near, y: inset))
        path.addLine(to: CGPoint(x: pointsLeft ? near : far, y: size.height / 2))
        path.addLine(to: CGPoint(x: pointsLeft ? far : near, y: size.height - inset))
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineWidth = lineWidth
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
    }
    required init?(coder: NSCoder) { return nil }
}
