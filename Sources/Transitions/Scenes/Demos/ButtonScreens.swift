import Raster

/// The two screens of the circle-mask demo (seed 003): an indigo screen and a yellow screen,
/// each with the same round button 20 pt from the top and right edges and a picture centred.
///
/// The seed does not give the button's size: 44 x 44 pt, Apple's minimum touch target, round
/// (corner radius 22), blue with a white plus. The picture is `badge`, a 120-pt landscape tile
/// drawn here in code; `fixtures/demo/badge.png` holds the same pixels for scene files, and
/// `fixtures/scenes/images/badge.png` is the copy `fixtures/scenes/circle-mask.json` shows.
package enum ButtonScreens {
    /// The trigger button's identifier on both screens.
    package static let buttonIdentifier = "button"
    /// The button's side in points.
    package static let buttonSide = 44.0
    /// The button's distance from the top and right edges.
    package static let buttonMargin = 20.0
    /// The picture's side in points, and its pixels per point.
    package static let badgeSide = 120.0, badgeScale = 3.0

    /// The button's frame: (W − 20 − 44, 20, 44, 44).
    package static func buttonFrame(screenWidth w: Double) -> Rect {
        Rect(x: w - buttonMargin - buttonSide, y: buttonMargin, width: buttonSide, height: buttonSide)
    }

    /// The screen pushed from: indigo, white caption.
    package static let first = screen(name: "button.indigo", background: Color(r: 88, g: 86, b: 214), caption: .white)
    /// The screen pushed to: yellow, dark caption.
    package static let second = screen(name: "button.yellow", background: Color(r: 255, g: 204, b: 0), caption: Color(white: 0.15))

    /// The picture: 360 x 360 pixels (120 pt at 3x), drawn once.
    package static let badge: Pixmap = {
        do { return try drawBadge() } catch {
            preconditionFailure("the badge's fixed geometry failed to draw: \(error)")
        }
    }()

    /// Draws the picture: a rounded tile with a sky, a sun, two mountains and a meadow.
    package static func drawBadge() throws(RasterError) -> Pixmap {
        let side = Int(badgeSide * badgeScale)
        let image = Pixmap(width: side, height: side)!
        let canvas = Canvas(target: image)
        let toPixels = Transform2D(scaleX: badgeScale, y: badgeScale)
        // The tile's outline masks every shape, so the mountains overhanging it keep its rounded corners.
        let tile = Path.roundedRect(Rect(x: 0, y: 0, width: badgeSide, height: badgeSide), cornerRadius: 26)
        let inside = Mask(width: side, height: side)!
        try inside.setPath(tile, transform: toPixels, rule: .nonZero, rasterizer: Rasterizer())
        func fill(_ path: Path, _ color: Color) throws(RasterError) {
            try canvas.fill(path, transform: toPixels, color: color.premultiplied, mask: inside)
        }
        // The tile itself unmasked: its own edge coverage must not be applied twice.
        try canvas.fill(tile, transform: toPixels, color: Color(r: 135, g: 206, b: 250).premultiplied)
        try fill(.oval(in: Rect(x: 72, y: 18, width: 28, height: 28)), Color(r: 255, g: 214, b: 10))
        try fill(polygon([(-10, 100), (38, 38), (80, 100)]), Color(r: 88, g: 99, b: 128))
        try fill(polygon([(30, 100), (78, 52), (130, 100)]), Color(r: 62, g: 72, b: 100))
        try fill(polygon([(38, 38), (31, 47), (38, 44), (45, 47)]), .white)
        var meadow = Path()
        meadow.move(to: Point(x: -10, y: 88))
        meadow.addCurve(to: Point(x: 130, y: 84), control1: Point(x: 40, y: 74), control2: Point(x: 80, y: 98))
        meadow.addLine(to: Point(x: 130, y: 130))
        meadow.addLine(to: Point(x: -10, y: 130))
        meadow.closeSubpath()
        try fill(meadow, Color(r: 52, g: 168, b: 83))
        return image
    }

    private static func polygon(_ points: [(Double, Double)]) -> Path {
        var p = Path()
        for (i, q) in points.enumerated() {
            if i == 0 { p.move(to: Point(x: q.0, y: q.1)) } else { p.addLine(to: Point(x: q.0, y: q.1)) }
        }
        p.closeSubpath()
        return p
    }

    static func screen(name: String, background: Color, caption: Color) -> Screen {
        Screen(name: name, backgroundColor: background) { size in
            let view = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            view.backgroundColor = background
            view.snapshotCacheKey = "\(name)@\(size.width)x\(size.height)"
            view.addSubview(button(frame: buttonFrame(screenWidth: size.width)))
            let picture = ImageView(frame: Rect(x: (size.width - badgeSide) / 2, y: (size.height - badgeSide) / 2,
                                                width: badgeSide, height: badgeSide),
                                    image: badge, imageScale: badgeScale)
            view.addSubview(picture)
            let label = TextView(frame: Rect(x: 20, y: picture.frame.maxY + 16, width: size.width - 40, height: 0),
                                 attributedText: AttributedText("Tap the button", font: .system(size: 17), color: caption),
                                 textContainerInset: .zero, lineFragmentPadding: 0)
            label.textAlignment = .center
            label.sizeToFitWidth()
            view.addSubview(label)
            return view
        }
    }

    /// The round blue button with a white plus (two crisp bars, not text).
    static func button(frame: Rect) -> View {
        let b = View(frame: frame)
        b.backgroundColor = Color(r: 0, g: 122, b: 255)
        b.cornerRadius = frame.width / 2
        b.identifier = buttonIdentifier
        let bar = 2.0, arm = 18.0
        for r in [Rect(x: (frame.width - arm) / 2, y: (frame.height - bar) / 2, width: arm, height: bar),
                  Rect(x: (frame.width - bar) / 2, y: (frame.height - arm) / 2, width: bar, height: arm)] {
            let v = View(frame: r)
            v.backgroundColor = .white
            b.addSubview(v)
        }
        return b
    }
}
