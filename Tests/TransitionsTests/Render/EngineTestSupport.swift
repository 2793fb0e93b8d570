import Raster
@testable import Transitions

/// Renders a layer tree at scale 1 into a fresh pixmap over `background`.
func renderLayer(_ root: Layer, width: Int, height: Int, at time: Double = 0, scale: Double = 1,
                 background: Color = .white) throws -> Pixmap {
    let target = Pixmap(width: width, height: height)!
    let renderer = LayerRenderer(width: width, height: height, scale: scale)!
    try renderer.render(root, at: time, into: Canvas(target: target), background: background)
    return target
}

/// A plain layer with a frame and a background colour.
func coloredLayer(_ frame: Rect, _ color: Color) -> Layer {
    let l = Layer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

/// The number of pixels along row `y` whose alpha-weighted luminance is strictly between the two
/// flat sides (the width of an anti-aliased or blurred edge).
func edgeWidth(_ p: Pixmap, row y: Int, from x0: Int, to x1: Int) -> Int {
    (x0..<x1).filter { x in let r = p[x, y].r; return r > 8 && r < 247 }.count
}
