import Foundation

// Covers masking frames to the screen's rounded corners: each corner outside the screen's
// radius is painted black, anti-aliased along the arc. Black, not transparent: frames are
// opaque (drawn over the window's black, as a device shows its bezel), so every output format
// keeps them as they are (GIF has no partial transparency, and a transparent corner would turn
// every PNG into one with an alpha channel). Painting over the frame equals masking it: a
// pixel of coverage c by the corner keeps (1 - c) of its colour over black.

/// Four black corner pieces the size of the screen's corner radius, drawn above everything.
package final class ScreenCornersView: UIView {
    package let radius: CGFloat

    package init(screen size: CGSize, radius: CGFloat) {
        self.radius = radius
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: 0, y: 0), .pi), (CGPoint(x: size.width, y: 0), -.pi / 2),
            (CGPoint(x: size.width, y: size.height), 0), (CGPoint(x: 0, y: size.height), .pi / 2),
        ]
        for (corner, angle) in corners {
            let piece = CAShapeLayer()
            piece.path = Self.piece(at: corner, radius: radius, facing: angle).cgPath
            piece.fillColor = UIColor.black.cgColor
            layer.addSublayer(piece)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// The part of the r x r square at `corner` outside the circle of radius r centred r in
    /// from both edges; `angle` points from that centre to the corner's far side
    /// (top left: pi, then clockwise on screen).
    private static func piece(at corner: CGPoint, radius r: CGFloat, facing angle: CGFloat) -> UIBezierPath {
        // The arc's centre is r in from the corner along both edges.
        let dx: CGFloat = corner.x == 0 ? r : -r, dy: CGFloat = corner.y == 0 ? r : -r
        let centre = CGPoint(x: corner.x + dx, y: corner.y + dy)
        let p = UIBezierPath()
        p.move(to: corner)
        // From the edge point on the arc's start, around a quarter circle (screen clockwise).
        p.addLine(to: CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
        p.addArc(withCenter: centre, radius: r, startAngle: angle, endAngle: angle + .pi / 2, clockwise: true)
        p.close()
        return p
    }
}
