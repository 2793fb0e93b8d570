internal import Raster

/// The circle-mask demo's picture: a 120-pt landscape tile (a sky, a sun, two mountains and a
/// meadow in a rounded square), drawn once at 3x in code. `fixtures/demo/badge.png` holds the
/// same pixels for scene files, and `fixtures/scenes/images/badge.png` is the copy
/// `fixtures/scenes/circle-mask.json` shows.
enum BadgePicture {
    /// The picture's side in points, and its pixels per point.
    static let side = 120.0, scale = 3.0

    /// 360 x 360 pixels, drawn once.
    static let pixels: Pixmap = {
        do { return try draw() } catch {
            preconditionFailure("the badge's fixed geometry failed to draw: \(error)")
        }
    }()

    /// Draws the tile; every shape is masked by its rounded outline, so the mountains that
    /// overhang it keep its corners.
    static func draw() throws(RasterError) -> Pixmap {
        let pixelSide = Int(side * scale)
        let image = Pixmap(width: pixelSide, height: pixelSide)!
        let canvas = Canvas(target: image)
        let toPixels = Transform2D(scaleX: scale, y: scale)
        let tile = Path.roundedRect(Rect(x: 0, y: 0, width: side, height: side), cornerRadius: 26)
        let inside = Mask(width: pixelSide, height: pixelSide)!
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

    /// A closed polygon through the points.
    private static func polygon(_ points: [(Double, Double)]) -> Path {
        var p = Path()
        for (i, q) in points.enumerated() {
            if i == 0 { p.move(to: Point(x: q.0, y: q.1)) } else { p.addLine(to: Point(x: q.0, y: q.1)) }
        }
        p.closeSubpath()
        return p
    }
}
