import TestSupport
import Testing
import Raster
@testable import Transitions

/// The exact shortcuts of the reveal (a coverage-only shape mask composited directly instead of
/// rendered; an opaque-background group drawn offscreen only where something lies over its
/// background, the rest filled through the mask with the background colour) against the
/// reference twin: the same renderer with `usesExactShortcuts` off, the general route. (Ping's
/// recorded frames: TransitionCatalogTests' PingDirectRevealTests.)
@Suite("Perf: direct reveal against the general route")
struct PerfDirectRevealTests {
    @Test("Random masked groups are byte-identical with and without the shortcuts")
    func randomGroupsMatchReference() throws {
        var rng = SplitMix64(seed: 0x5EED)
        let w = 160, h = 120
        let twins = RendererTwins(width: w, height: h)
        for trial in 0..<300 {
            let root = twins.canvasRoot()
            let under = Layer()
            under.bounds = Rect(x: 0, y: 0, width: rng.double(20, 160), height: rng.double(20, 120))
            under.position = Point(x: rng.double(0, 160), y: rng.double(0, 120))
            under.backgroundColor = rng.color(opaque: false)
            root.addSublayer(under)
            let group = Layer()
            let full = rng.int(4) != 0
            group.bounds = full ? Rect(x: 0, y: 0, width: Double(w), height: Double(h))
                                : Rect(x: 0, y: 0, width: rng.double(30, 160), height: rng.double(30, 120))
            group.position = full ? Point(x: Double(w) / 2, y: Double(h) / 2) : Point(x: rng.double(20, 140), y: rng.double(20, 100))
            group.backgroundColor = rng.int(5) == 0 ? rng.color(opaque: false) : rng.color(opaque: true)
            if rng.int(3) == 0 { group.opacity = rng.double(0.2, 1) }
            if rng.int(6) == 0 { group.cornerRadius = 6 }
            if rng.int(5) == 0 { group.transform = Transform3D(Transform2D(scaleX: rng.double(0.5, 1.5), y: rng.double(0.5, 1.5))) }
            for _ in 0..<rng.int(4) {
                let s = Layer()
                s.bounds = Rect(x: 0, y: 0, width: rng.double(2, 60), height: rng.double(2, 50))
                s.position = Point(x: rng.double(-10, Double(w) + 10), y: rng.double(-10, Double(h) + 10))
                s.backgroundColor = rng.color(opaque: rng.int(2) == 0)
                if rng.int(2) == 0 { s.cornerRadius = rng.double(0, 10) }
                if rng.int(4) == 0 { s.opacity = rng.double(0.1, 1) }
                if rng.int(4) == 0 { s.borderWidth = 2; s.borderColor = rng.color(opaque: true) }
                if rng.int(5) == 0 {
                    let c = Layer()
                    c.bounds = Rect(x: 0, y: 0, width: rng.double(2, 30), height: rng.double(2, 30))
                    c.position = Point(x: rng.double(-20, 60), y: rng.double(-20, 60))
                    c.backgroundColor = rng.color(opaque: false)
                    s.addSublayer(c)
                }
                group.addSublayer(s)
            }
            let mask = ShapeLayer()
            let r = rng.double(1, 150)
            mask.path = rng.int(4) == 0
                ? .rect(Rect(x: rng.double(-20, 120), y: rng.double(-20, 100), width: rng.double(1, 120), height: rng.double(1, 100)))
                : .oval(in: Rect(x: rng.double(-40, 160) - r, y: rng.double(-40, 120) - r, width: 2 * r, height: 2 * r))
            switch rng.int(4) {
            case 0: break  // simple: nil stroke and background
            case 1: mask.strokeColor = .clear; mask.backgroundColor = .clear  // Ping's mask
            case 2: mask.strokeColor = .clear; mask.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
            default: mask.backgroundColor = .clear; mask.fillColor = .white
            }
            group.mask = mask
            root.addSublayer(group)
            #expect(try twins.agree(on: root), "trial \(trial)")
        }
    }
}

/// The window clear, and every sibling beneath, are skipped when a sublayer of the root stores
/// an opaque colour over the whole canvas first; the twin clears and draws them all. Random
/// roots: full-screen or not, opaque or not, shadowed, rotated; covers at any depth of the stack.
@Suite("Perf: skipped window clear against the general route")
struct PerfSkippedClearTests {
    @Test("Random first layers are byte-identical with and without the skipped clear")
    func randomFirstLayersMatchReference() throws {
        var rng = SplitMix64(seed: 0xC1EA)
        let w = 90, h = 70
        let twins = RendererTwins(width: w, height: h)
        for trial in 0..<300 {
            let root = twins.canvasRoot()
            if rng.int(6) == 0 { root.backgroundColor = rng.color(opaque: false) }
            if rng.int(6) == 0 { root.opacity = 0.5 }
            let first = Layer()
            let slack = rng.int(3) == 0 ? rng.double(-2, 2) : 0
            first.bounds = Rect(x: 0, y: 0, width: Double(w) + slack, height: Double(h) + rng.double(-1, 1))
            first.position = Point(x: Double(w) / 2 + rng.double(-0.6, 0.6), y: Double(h) / 2)
            first.backgroundColor = rng.color(opaque: rng.int(4) != 0)
            if rng.int(6) == 0 { first.cornerRadius = 3 }
            if rng.int(6) == 0 { first.opacity = rng.double(0.3, 1) }
            if rng.int(6) == 0 { first.shadowOpacity = 0.5; first.shadowRadius = 3 }
            if rng.int(6) == 0 { first.transform = Transform3D(Transform2D(rotationAngle: 0.1)) }
            if rng.int(6) == 0 { first.isHidden = true }
            root.addSublayer(first)
            let top = Layer()
            top.bounds = Rect(x: 0, y: 0, width: 30, height: 20)
            top.position = Point(x: rng.double(0, Double(w)), y: rng.double(0, Double(h)))
            top.backgroundColor = rng.color(opaque: false)
            root.addSublayer(top)
            // Stale content in both targets: a skipped clear must not show it.
            #expect(try twins.agree(on: root, stale: PremultipliedColor(r: 9, g: 200, b: 30, a: 255)), "trial \(trial)")
        }
    }

    @Test("Siblings beneath a full-canvas opaque layer are skipped without changing a byte")
    func siblingsBeneathACoverMatchReference() throws {
        var rng = SplitMix64(seed: 0xC0E5)
        let w = 90, h = 70
        let twins = RendererTwins(width: w, height: h)
        let picture = RendererTwins.picture(width: 23, height: 17)
        var skipped = 0
        for trial in 0..<300 {
            let root = twins.canvasRoot()
            if rng.int(8) == 0 { root.opacity = 0.5 }
            for _ in 0..<(1 + rng.int(5)) {
                let layer = Layer()
                if rng.int(2) == 0 {
                    // A would-be cover: full-canvas, usually opaque, sometimes spoiled.
                    layer.bounds = Rect(x: 0, y: 0, width: Double(w) + (rng.int(4) == 0 ? -1.5 : 0.5), height: Double(h) + 1)
                    layer.position = Point(x: Double(w) / 2 + rng.double(-0.2, 0.2), y: Double(h) / 2)
                    layer.backgroundColor = rng.color(opaque: rng.int(4) != 0)
                    if rng.int(8) == 0 { layer.opacity = 0.7 }
                    if rng.int(8) == 0 { layer.cornerRadius = 4 }
                    if rng.int(8) == 0 { layer.isHidden = true }
                    if rng.int(8) == 0 {
                        let mask = ShapeLayer()
                        mask.path = .oval(in: Rect(x: 10, y: 10, width: 50, height: 40))
                        layer.mask = mask
                    }
                } else {
                    // Something drawn in between: a picture, a translucent box.
                    layer.bounds = Rect(x: 0, y: 0, width: rng.double(5, 80), height: rng.double(5, 60))
                    layer.position = Point(x: rng.double(0, Double(w)), y: rng.double(0, Double(h)))
                    if rng.int(2) == 0 { layer.contents = picture } else { layer.backgroundColor = rng.color(opaque: false) }
                }
                if rng.int(3) == 0 {
                    let child = Layer()
                    child.bounds = Rect(x: 0, y: 0, width: 12, height: 9)
                    child.position = Point(x: rng.double(0, 40), y: rng.double(0, 40))
                    child.backgroundColor = rng.color(opaque: false)
                    layer.addSublayer(child)
                }
                root.addSublayer(layer)
            }
            #expect(try twins.agree(on: root, stale: PremultipliedColor(r: 9, g: 200, b: 30, a: 255)), "trial \(trial)")
            if root.sublayers.count > 1, root.opacity >= 1,
               root.sublayers.dropFirst().contains(where: { $0.backgroundColor?.alpha == 1 && $0.bounds.width > Double(w) && !$0.isHidden
                   && $0.opacity >= 1 && $0.cornerRadius == 0 && $0.mask == nil }) { skipped += 1 }
        }
        #expect(skipped > 50, "the trials exercise covers above other siblings (\(skipped))")
    }
}
