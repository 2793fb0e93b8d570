import Raster

/// Scenes made from two screenshots (`--from A.png --to B.png`): the pixel work (`prepare`).
///
/// Each screen is the screenshot shown 1:1 at the given scale (the screen in points is the
/// image size divided by the scale). For the Ping reveal, an optional rectangle of the
/// to-screenshot becomes its flying text view: that region is cut out into its own view and
/// the hole it leaves in the base image is painted in the colour around the box (the most
/// common colour of the one-pixel ring just outside it), or `background` when given.
public enum ScreenshotScene {
    /// Why two screenshots cannot make a scene.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case sizesDiffer(from: String, fromSize: (Int, Int), to: String, toSize: (Int, Int))
        case textRectInvalid(Rect, screen: Size)

        public static func == (a: Problem, b: Problem) -> Bool { a.description == b.description }

        public var description: String {
            switch self {
            case .sizesDiffer(let f, let fs, let t, let ts):
                "the screenshots differ in size: \(f) is \(fs.0) x \(fs.1) but \(t) is \(ts.0) x \(ts.1) pixels; both screens must be the same size"
            case .textRectInvalid(let r, let s):
                "the text rectangle \([r.minX, r.minY, r.width, r.height].map(\.messageDescription).joined(separator: ",")) is empty or not "
                    + "inside the \(s.width.messageDescription) x \(s.height.messageDescription) point screen"
            }
        }
    }

    /// The two screenshots made ready to show: the screen size in points, each image with its
    /// colour and opacity, and the to-screenshot's text region cut out (data; the UIKit level
    /// builds the views). `background` defaults to the from-screenshot's colour (the most
    /// common of its four corner pixels), which the Ping reveal paints behind the flying snapshot.
    package static func prepare(from: Pixmap, fromName: String, to: Pixmap, toName: String, scale: Double,
                                toText: Rect? = nil, background: Color? = nil) throws(Problem) -> ScreenshotPair {
        guard from.width == to.width, from.height == to.height else {
            throw .sizesDiffer(from: fromName, fromSize: (from.width, from.height), to: toName, toSize: (to.width, to.height))
        }
        let size = Size(width: Double(from.width) / scale, height: Double(from.height) / scale)
        let fromColor = background ?? cornerColor(of: from)
        let toColor = cornerColor(of: to)
        var toImage = to
        var text: (image: Pixmap, frame: Rect)?
        if let r = toText {
            let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
            guard r.isFinite, r.width > 0, r.height > 0, screen.contains(r) else { throw .textRectInvalid(r, screen: size) }
            let px = IntRect(covering: Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale))
                .intersection(to.bounds)
            text = (crop(to, px), r)
            toImage = to.copy()
            // The hole shows while the text flies in, so it must match what surrounds the box
            // (a card, a list row), not the screen's corners (often a white navigation bar).
            let fill = background?.premultiplied.packed ?? ringColor(of: to, around: px) ?? toColor.premultiplied.packed
            for y in px.y..<px.maxY { (toImage.pixels.baseAddress! + y * to.width + px.x).update(repeating: fill, count: px.width) }
        }
        return ScreenshotPair(size: size, scale: scale, fromName: fromName, from: from, fromColor: fromColor, fromOpaque: from.isOpaque,
                              toName: toName, to: toImage, toColor: toColor, toOpaque: toImage.isOpaque, text: text)
    }

    /// The most common of the four corner pixels (ties: top-left first), straight colour.
    static func cornerColor(of p: Pixmap) -> Color {
        let corners = [p[0, 0], p[p.width - 1, 0], p[0, p.height - 1], p[p.width - 1, p.height - 1]]
        let best = corners.max { a, b in corners.filter { $0 == a }.count < corners.filter { $0 == b }.count } ?? corners[0]
        return best.unpremultiplied
    }

    /// The most common pixel (premultiplied, packed) of the one-pixel ring just outside `box`,
    /// clipped to the image (ties: the first met, top row left to right, then the sides, then
    /// the bottom row); nil when the box covers the whole image.
    static func ringColor(of p: Pixmap, around box: IntRect) -> UInt32? {
        var counts: [UInt32: Int] = [:]
        var order: [UInt32] = []
        func count(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < p.width, y < p.height else { return }
            let v = p.pixels[y * p.width + x]
            if counts[v] == nil { order.append(v) }
            counts[v, default: 0] += 1
        }
        let left = box.x - 1, right = box.maxX, top = box.y - 1, bottom = box.maxY
        for x in left...right { count(x, top) }
        for y in box.y..<bottom { count(left, y); count(right, y) }
        for x in left...right { count(x, bottom) }
        var best: UInt32?
        for v in order where best == nil || counts[v]! > counts[best!]! { best = v }
        return best
    }

    private static func crop(_ p: Pixmap, _ r: IntRect) -> Pixmap {
        let out = Pixmap(width: max(r.width, 1), height: max(r.height, 1))!
        for y in 0..<r.height {
            (out.pixels.baseAddress! + y * r.width).update(from: p.pixels.baseAddress! + (r.y + y) * p.width + r.x, count: r.width)
        }
        return out
    }
}
