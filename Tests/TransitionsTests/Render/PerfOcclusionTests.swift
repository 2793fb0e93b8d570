import TestSupport
import Testing
import Raster
@testable import Transitions

/// Sublayers of the root skip the pixels that the ones above them will store (opaque
/// backgrounds and contents drawn straight, opaque groups revealed through an oval mask); the
/// reference twin draws everything. Random stacks of such layers, with translucent ones,
/// groups, flips and scales between them, must give the same bytes either way; backdrops among
/// them (which read what lies beneath, so bound what may be skipped) too.
@Suite("Perf: occlusion between sibling layers against the general route")
struct PerfOcclusionTests {
    @Test("Random stacks are byte-identical with and without occlusion")
    func randomStacksMatchReference() throws {
        var rng = SplitMix64(seed: 0x0CC1)
        let w = 120, h = 90
        let twins = RendererTwins(width: w, height: h)
        let picture = RendererTwins.picture(width: 31, height: 23)
        var occluded = 0, backdrops = 0
        for trial in 0..<400 {
            let root = twins.canvasRoot()
            for _ in 0..<(2 + rng.int(4)) {
                let layer = Layer()
                layer.bounds = Rect(x: 0, y: 0, width: rng.double(4, 130), height: rng.double(4, 100))
                layer.position = Point(x: rng.double(-10, Double(w) + 10), y: rng.double(-10, Double(h) + 10))
                switch rng.int(4) {
                case 0:
                    // A snapshot: opaque contents, sometimes scaled, flipped, clipped or translucent.
                    layer.contents = picture
                    layer.contentsAreOpaque = rng.int(5) != 0
                    if rng.int(3) == 0 { layer.transform = Transform3D(Transform2D(scaleX: rng.double(-3, 3), y: rng.double(0.2, 3))) }
                    if rng.int(6) == 0 { layer.masksToBounds = true; layer.contentsGravity = .center }
                    if rng.int(6) == 0 { layer.opacity = rng.double(0.3, 1) }
                case 1:
                    // A box: opaque or not, rounded or not.
                    layer.backgroundColor = rng.color(opaque: rng.int(3) != 0)
                    if rng.int(4) == 0 { layer.cornerRadius = rng.double(1, 10) }
                    if rng.int(6) == 0 { layer.transform = Transform3D(Transform2D(rotationAngle: 0.2)) }
                default:
                    // A screen revealed through an oval (Ping's to-view), with things on it.
                    let full = rng.int(2) == 0
                    if full {
                        layer.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
                        layer.position = Point(x: Double(w) / 2, y: Double(h) / 2)
                    }
                    layer.backgroundColor = rng.color(opaque: rng.int(5) != 0)
                    if rng.int(6) == 0 { layer.opacity = rng.double(0.3, 1) }
                    if rng.int(5) == 0 { layer.transform = Transform3D(Transform2D(scaleX: -1, y: rng.double(0.5, 1.5))) }
                    for _ in 0..<rng.int(3) {
                        let s = Layer()
                        s.bounds = Rect(x: 0, y: 0, width: rng.double(2, 40), height: rng.double(2, 30))
                        s.position = Point(x: rng.double(0, 120), y: rng.double(0, 90))
                        s.backgroundColor = rng.color(opaque: rng.int(2) == 0)
                        layer.addSublayer(s)
                    }
                    let mask = ShapeLayer()
                    let r = rng.double(0.2, 90)
                    mask.path = .oval(in: Rect(x: rng.double(-30, 120) - r, y: rng.double(-30, 90) - r, width: 2 * r,
                                               height: rng.int(3) == 0 ? rng.double(0.5, 120) : 2 * r))
                    if rng.int(8) == 0 { mask.path = .roundedRect(Rect(x: 10, y: 10, width: 60, height: 50), cornerRadius: 12) }
                    if rng.int(8) == 0 { mask.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6) }
                    layer.mask = mask
                }
                // Now and then a backdrop over what is there so far, on its own or inside a
                // container that draws first (both read pixels the layers above would hide).
                if rng.int(7) == 0 {
                    let backdrop = Layer()
                    backdrop.bounds = Rect(x: 0, y: 0, width: rng.double(10, 130), height: rng.double(10, 100))
                    backdrop.position = Point(x: rng.double(0, Double(w)), y: rng.double(0, Double(h)))
                    backdrop.backdropBlurRadius = rng.int(2) == 0 ? rng.double(0.5, 3) : rng.double(4, 12)
                    backdrop.backdropSaturation = rng.double(0.5, 2)
                    backdrop.backgroundColor = rng.color(opaque: false)
                    if rng.int(2) == 0 {
                        let container = Layer()
                        container.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
                        container.position = Point(x: Double(w) / 2, y: Double(h) / 2)
                        container.backgroundColor = rng.color(opaque: true)
                        container.addSublayer(backdrop)
                        root.addSublayer(container)
                    } else {
                        root.addSublayer(backdrop)
                    }
                    backdrops += 1
                }
                root.addSublayer(layer)
            }
            if let plain = twins.fast.plainRoot(root, at: 0),
               twins.fast.occlusionsBeneath(root.sublayers, from: 0, plain, at: 0, canvas: twins.fastCanvas.target.bounds)
                   .contains(where: { $0 != nil }) {
                occluded += 1
            }
            #expect(try twins.agree(on: root), "trial \(trial)")
        }
        #expect(occluded > 150, "the trials exercise occlusion (\(occluded) of 400)")
        #expect(backdrops > 100, "the trials put backdrops between occluders (\(backdrops))")
    }
}
