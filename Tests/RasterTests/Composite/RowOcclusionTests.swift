import TestSupport
import Testing
@testable import Raster

/// The occlusion runs the renderer hands to lower layers: every pixel they name must be fully
/// covered by the outline it stands for (checked against the rasterizer's exact coverage), the
/// runs must not be needlessly small, and a canvas must leave exactly those pixels alone.
@Suite("Composite: row occlusion")
struct RowOcclusionTests {
    @Test("Ellipse runs name only pixels the oval covers completely, and nearly all of them")
    func ellipseRunsAreFullyCovered() throws {
        var rng = SplitMix64(state: 0x0CC1)
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next() >> 11) / Double(1 << 53) }
        let clip = IntRect(x: 0, y: 0, width: 160, height: 120)
        let rasterizer = Rasterizer()
        for trial in 0..<300 {
            let rx = uniform(0.3, trial % 3 == 0 ? 20 : 140), ry = uniform(0.3, trial % 3 == 0 ? 20 : 140)
            let center = Point(x: uniform(-40, 200), y: uniform(-40, 160))
            let rect = Rect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry)
            let occlusion = RowOcclusion(height: clip.height)
            occlusion.addPixels(insideEllipse: center, rx: rx, ry: ry, margin: 0.5, clip: clip)
            let coverage = try rasterizer.coverage(of: .oval(in: rect), clip: clip)
            var named = 0, full = 0
            for y in 0..<clip.height {
                let run = occlusion.run(row: y)
                for x in 0..<clip.width where coverage[y * clip.width + x] >= 1 - 1e-6 { full += 1 }
                guard run.upperBound > run.lowerBound else { continue }
                #expect(run.lowerBound >= clip.x && run.upperBound <= clip.maxX, "trial \(trial) row \(y) inside the clip")
                for x in run.lowerBound..<run.upperBound {
                    named += 1
                    if coverage[y * clip.width + x] < 1 - 1e-6 {
                        Issue.record("trial \(trial): pixel (\(x), \(y)) named but covered \(coverage[y * clip.width + x])")
                        return
                    }
                }
            }
            // The margin costs about a pixel and a half around the outline (and one run per row).
            let perimeter = 2 * Double.pi * max(rx, ry)
            #expect(Double(named) >= Double(full) - 3 * perimeter - 8, "trial \(trial): \(named) of \(full) full pixels named")
        }
    }

    @Test("Rectangle runs name the whole pixels inside, clipped")
    func rectangleRuns() {
        let occlusion = RowOcclusion(height: 10)
        occlusion.addPixels(inside: Rect(x: 1.5, y: 2, width: 5, height: 3.9), clip: IntRect(x: 0, y: 0, width: 6, height: 10))
        for y in 0..<10 {
            let run = occlusion.run(row: y)
            if (2..<5).contains(y) {
                #expect(run.lowerBound == 2 && run.upperBound == 6, "row \(y): columns 2..<6 (6.5 clipped to 6)")
            } else {
                #expect(run.upperBound <= run.lowerBound, "row \(y) empty")
            }
        }
    }

    @Test("A union keeps one run a row: merged when they touch, else the longer")
    func unionKeepsOneRun() {
        let o = RowOcclusion(height: 1)
        o.add(row: 0, from: 10, to: 20)
        o.add(row: 0, from: 20, to: 25)
        #expect(o.run(row: 0) == (10, 25))
        o.add(row: 0, from: 30, to: 33)
        #expect(o.run(row: 0) == (10, 25))
        o.add(row: 0, from: 40, to: 60)
        #expect(o.run(row: 0) == (40, 60))
        o.add(row: 0, from: 35, to: 45)
        #expect(o.run(row: 0) == (35, 60))
        let copy = RowOcclusion(height: 1)
        copy.assign(o)
        #expect(!copy.isEmpty && copy.run(row: 0) == (35, 60))
        o.removeAll()
        #expect(o.isEmpty && o.run(row: 0).upperBound <= o.run(row: 0).lowerBound)
        copy.assign(o)
        #expect(copy.isEmpty && copy.run(row: 0).upperBound <= copy.run(row: 0).lowerBound)
    }

    @Test("A canvas leaves occluded pixels alone and draws every other byte as without it")
    func canvasSkipsOccludedPixels() throws {
        let w = 50, h = 40
        let plain = Pixmap(width: w, height: h)!, occluded = Pixmap(width: w, height: h)!
        let stale = PremultipliedColor(r: 1, g: 2, b: 3, a: 255)
        plain.clear(to: stale)
        occluded.clear(to: stale)
        let occlusion = RowOcclusion(height: h)
        for y in 0..<h { occlusion.add(row: y, from: (y * 7) % 30, to: (y * 7) % 30 + y % 9) }
        let picture = Pixmap(width: 9, height: 7)!
        for i in 0..<63 { picture.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        let a = Canvas(target: plain), b = Canvas(target: occluded)
        b.occlusion = occlusion
        for canvas in [a, b] {
            // A whole-pixel rectangle (stored without the rasterizer), then rasterized draws.
            try canvas.fill(.rect(Rect(x: 2, y: 3, width: 45, height: 33)), color: PremultipliedColor(r: 0, g: 0, b: 90, a: 255))
            try canvas.fill(.oval(in: Rect(x: 3.3, y: 2.5, width: 40, height: 30)), color: PremultipliedColor(r: 200, g: 0, b: 0, a: 255))
            try canvas.draw(ImageShader(image: picture, transform: Transform2D(scaleX: 4.3, y: 3.1).translatedBy(x: 1.2, y: 0.7), isOpaque: true))
            try canvas.fill(.rect(Rect(x: 10, y: 5, width: 30, height: 30)), color: PremultipliedColor(r: 0, g: 60, b: 0, a: 128), opacity: 0.7)
        }
        for y in 0..<h {
            let run = occlusion.run(row: y)
            for x in 0..<w {
                if x >= run.lowerBound && x < run.upperBound {
                    #expect(occluded[x, y] == stale, "(\(x), \(y)) occluded: untouched")
                } else {
                    #expect(occluded[x, y] == plain[x, y], "(\(x), \(y)) drawn as without occlusion")
                }
            }
        }
    }
}
