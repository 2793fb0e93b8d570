import UIKit
import Raster
import Transitions

/// Draws `view` alone at scale 1 over black, at the origin (what the recorder draws for a window).
func renderAlone(_ view: UIView, width: Int, height: Int) throws -> Pixmap {
    let target = Pixmap(width: width, height: height)!
    let renderer = LayerRenderer(width: width, height: height, scale: 1)!
    try renderer.render(view.layer.base, at: 0, into: Canvas(target: target), background: .black)
    return target
}

/// The smallest rectangle holding every pixel that `isInk` accepts (nil when none does).
func inkBox(_ p: Pixmap, _ isInk: (PremultipliedColor) -> Bool = { $0.r > 40 || $0.g > 40 || $0.b > 40 }) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<p.height {
        for x in 0..<p.width where isInk(p[x, y]) {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

/// A solid-colour image of `width` x `height` pixels (scale 1).
func solidImage(_ color: PremultipliedColor, width: Int, height: Int) -> UIImage {
    let p = Pixmap(width: width, height: height)!
    p.clear(to: color)
    return UIImage(pixmap: p, scale: 1)
}
