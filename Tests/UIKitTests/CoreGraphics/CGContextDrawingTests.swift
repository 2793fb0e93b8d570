import XCTest
import UIKit
import Raster

/// CGContext drawing against analytic coverage: exact rectangles, a disc's area, a stroke's
/// width, the CTM's arithmetic, clips, dash periods, images, alpha and blend modes.
final class CGContextDrawingTests: XCTestCase {
    private func render(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false, _ body: (CGContext) -> Void) -> Pixmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        let image = UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }
        return image.pixmap
    }

    private func alphaSum(_ p: Pixmap) -> Double {
        var s = 0.0
        for v in p.pixels { s += Double(v >> 24) / 255 }
        return s
    }

    private let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    private let clear = PremultipliedColor.transparent

    func testAFilledRectangleCoversExactlyItsPixels() {
        let p = render(CGSize(width: 10, height: 10)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        }
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                XCTAssertEqual(p[x, y], inside ? red : clear, "pixel (\(x), \(y))")
            }
        }
    }

    func testADiscsSummedCoverageIsPiRSquared() {
        let p = render(CGSize(width: 40, height: 40)) { c in
            c.setFillColor(UIColor.white.cgColor)
            c.fillEllipse(in: CGRect(x: 5.3, y: 4.7, width: 30, height: 30))
        }
        XCTAssertEqual(alphaSum(p), Double.pi * 225, accuracy: Double.pi * 225 * 0.003)
    }

    func testAStrokedLineIsAsWideAsTheLineWidth() {
        let p = render(CGSize(width: 40, height: 20)) { c in
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(4)
            c.move(to: CGPoint(x: 5, y: 10))
            c.addLine(to: CGPoint(x: 35, y: 10))
            c.strokePath()
        }
        XCTAssertEqual((0..<20).map { Int(p[20, $0].a) }, [0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0])
        // Butt caps: the line ends at x = 5 and x = 35; 4 x 30 points of ink in all.
        XCTAssertEqual(alphaSum(p), 120, accuracy: 1e-9)
        XCTAssertTrue(c_isEmpty(p, x: 4) && !c_isEmpty(p, x: 5) && !c_isEmpty(p, x: 34) && c_isEmpty(p, x: 35))
    }

    private func c_isEmpty(_ p: Pixmap, x: Int) -> Bool { (0..<p.height).allSatisfy { p[x, $0].a == 0 } }

    func testRoundAndSquareCapsAddTheirArea() {
        func ink(_ cap: CGLineCap) -> Double {
            alphaSum(render(CGSize(width: 60, height: 30)) { c in
                c.setLineWidth(6)
                c.setLineCap(cap)
                c.strokeLineSegments(between: [CGPoint(x: 15, y: 15), CGPoint(x: 45, y: 15)])
            })
        }
        XCTAssertEqual(ink(.butt), 180, accuracy: 1e-9)
        XCTAssertEqual(ink(.square), 180 + 2 * 3 * 6, accuracy: 1e-9)
        XCTAssertEqual(ink(.round), 180 + Double.pi * 9, accuracy: 0.6)
    }

    func testTheCTMMovesAFillWhereTheArithmeticSays() {
        let p = render(CGSize(width: 20, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.translateBy(x: 5, y: 7)
            c.scaleBy(x: 2, y: 3)
            c.fill(CGRect(x: 1, y: 1, width: 2, height: 2))   // x 7..<11, y 10..<16
        }
        for y in 0..<20 {
            for x in 0..<20 {
                XCTAssertEqual(p[x, y], (7..<11).contains(x) && (10..<16).contains(y) ? red : clear, "pixel (\(x), \(y))")
            }
        }
    }

    func testRotationTurnsTowardsPositiveY() {
        let p = render(CGSize(width: 20, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.translateBy(x: 10, y: 10)
            c.rotate(by: .pi / 2)
            c.fill(CGRect(x: 0, y: 0, width: 8, height: 2))   // turned onto x -2..<0, y 0..<8
        }
        XCTAssertEqual(p[9, 14], red)
        XCTAssertEqual(p[8, 10], red)
        XCTAssertEqual(p[10, 14], clear)
        XCTAssertEqual(p[14, 10], clear)
        XCTAssertEqual(alphaSum(p), 16, accuracy: 1e-6)
    }

    func testTheCTMAtTheTimeAPointIsAddedPlacesIt() {
        let p = render(CGSize(width: 20, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            c.translateBy(x: 10, y: 10)   // moves only what is added afterwards
            c.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
            c.fillPath()
        }
        XCTAssertEqual(p[0, 0], red)
        XCTAssertEqual(p[11, 11], red)
        XCTAssertEqual(alphaSum(p), 8, accuracy: 1e-9)
    }

    func testSaveAndRestoreBringBackColourTransformAndClip() {
        let p = render(CGSize(width: 10, height: 10)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.saveGState()
            c.setFillColor(UIColor.blue.cgColor)
            c.translateBy(x: 5, y: 5)
            c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            c.restoreGState()
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertEqual(p[0, 0], red)
        XCTAssertEqual(p[1, 1], red)
        XCTAssertEqual(alphaSum(p), 4, accuracy: 1e-9)
    }

    func testClipsIntersectAndEvenOddLeavesAHole() {
        let p = render(CGSize(width: 20, height: 20)) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            c.clip(to: CGRect(x: 5, y: 0, width: 10, height: 20))
            c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        XCTAssertEqual(alphaSum(p), 5 * 20, accuracy: 1e-9)
        XCTAssertEqual(p[4, 3], clear)
        XCTAssertEqual(p[5, 3], red)
        XCTAssertEqual(p[10, 3], clear)

        let ring = render(CGSize(width: 20, height: 20)) { c in
            c.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            c.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            c.clip(using: .evenOdd)
            c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        XCTAssertEqual(alphaSum(ring), 400 - 100, accuracy: 1e-9)
        XCTAssertEqual(ring[10, 10].a, 0)
        XCTAssertEqual(ring[2, 10].a, 255)
    }

    func testAClipToAnEllipseLeavesTheEllipsesArea() {
        let p = render(CGSize(width: 40, height: 40)) { c in
            c.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            c.clip()
            c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        XCTAssertEqual(alphaSum(p), Double.pi * 400, accuracy: Double.pi * 400 * 0.003)
        XCTAssertEqual(p[0, 0].a, 0)
        XCTAssertEqual(p[20, 20].a, 255)
    }

    func testADashPatternRepeatsWithItsPeriod() {
        let p = render(CGSize(width: 64, height: 10)) { c in
            c.setLineWidth(2)
            c.setLineDash(phase: 1, lengths: [4, 2])
            c.move(to: CGPoint(x: 0, y: 5))
            c.addLine(to: CGPoint(x: 64, y: 5))
            c.strokePath()
        }
        let row = (0..<64).map { p[$0, 5].a == 255 }
        // Phase 1: the first dash has 3 points left, then 2 off, then 4 on / 2 off.
        XCTAssertEqual(Array(row[0..<15]), [true, true, true, false, false, true, true, true, true, false, false, true, true, true, true])
        for x in 3..<58 { XCTAssertEqual(row[x], row[x + 6], "x \(x)") }
        XCTAssertEqual(alphaSum(p), 2 * (3 + 10 * 4), accuracy: 1e-9)   // 0..<3, then ten whole dashes from x = 5, 11, … 59
    }

    func testAnImageRendererAtScaleThreeHasThreePixelsPerPoint() {
        let p = render(CGSize(width: 10, height: 10), scale: 3) { c in
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        XCTAssertEqual(p.width, 30)
        XCTAssertEqual(p.height, 30)
        XCTAssertEqual(alphaSum(p), 9, accuracy: 1e-9)
        XCTAssertEqual(p[3, 3], red)
        XCTAssertEqual(p[5, 5], red)
        XCTAssertEqual(p[6, 6], clear)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 3; return f }()).image { _ in }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.cgImage?.width, 30)
    }

    func testAlphaMultipliesTheFill() {
        let p = render(CGSize(width: 2, height: 2)) { c in
            c.setAlpha(0.5)
            c.setFillColor(UIColor.white.cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertEqual(p[0, 0], PremultipliedColor(r: 128, g: 128, b: 128, a: 128))
    }

    func testOpaqueFormatStartsBlack() {
        let p = render(CGSize(width: 2, height: 2), opaque: true) { _ in }
        XCTAssertEqual(p[1, 1], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    func testBlendModesClearCopyAndMultiply() {
        let p = render(CGSize(width: 3, height: 1)) { c in
            c.setFillColor(UIColor(white: 1, alpha: 1).cgColor)
            c.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            c.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
            c.setBlendMode(.copy)
            c.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor)
            c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            c.setBlendMode(.multiply)
            c.setFillColor(UIColor(red: 0.5, green: 1, blue: 0, alpha: 1).cgColor)
            c.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(p[0, 0], clear)
        XCTAssertEqual(p[1, 0], PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        XCTAssertEqual(p[2, 0], PremultipliedColor(r: 128, g: 255, b: 0, a: 255))
    }

    func testCGImagesDrawAsCoreGraphicsDoesAndUIImagesUpright() {
        // A 1 x 2 image: red on top, blue below.
        let source = Pixmap(width: 1, height: 2)!
        source[0, 0] = red
        source[0, 1] = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
        let cg = CGImage(pixmap: source)
        let flipped = render(CGSize(width: 1, height: 2)) { c in
            c.interpolationQuality = .none
            c.draw(cg, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        XCTAssertEqual(flipped[0, 0].b, 255, "Core Graphics puts the first row at the rect's maximum y")
        XCTAssertEqual(flipped[0, 1].r, 255)
        let upright = render(CGSize(width: 1, height: 2)) { _ in
            UIImage(cgImage: cg).draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        XCTAssertEqual(upright[0, 0], red)
        XCTAssertEqual(upright[0, 1].b, 255)
    }

    func testBezierPathsAndColoursDrawIntoTheCurrentContext() {
        let p = render(CGSize(width: 20, height: 20)) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).addClip()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 20, y: 5))
            line.lineWidth = 2
            line.stroke()
        }
        // Half the disc survives the clip; the line covers rows 4 and 5.
        XCTAssertEqual(p[10, 2], red)
        XCTAssertEqual(p[10, 15], clear)
        XCTAssertEqual(p[0, 4], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(p[19, 5], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(p[10, 6], red)
    }

    func testBeginImageContextFamilyMakesAnImageAtTheScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        XCTAssertNotNil(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image?.size, CGSize(width: 4, height: 3))
        XCTAssertEqual(image?.cgImage?.width, 8)
        XCTAssertEqual(image?.pixmap[1, 1], red)
        XCTAssertEqual(image?.pixmap[2, 2], clear)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, UIScreen.main.scale)
        UIGraphicsEndImageContext()
    }

    func testArcsTurnAsCoreGraphicsAndUIBezierPathSay() {
        // Core Graphics' clockwise is y-up's: from 0 to π/2 clockwise in a flipped context
        // goes the long way round on screen; UIBezierPath's goes the short way.
        let cg = render(CGSize(width: 40, height: 40)) { c in
            c.move(to: CGPoint(x: 20, y: 20))
            c.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            c.closePath()
            c.fillPath()
        }
        XCTAssertEqual(alphaSum(cg), 0.75 * .pi * 225, accuracy: 3)
        XCTAssertEqual(cg[26, 26].a, 0)
        let ui = render(CGSize(width: 40, height: 40)) { _ in
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 20, y: 20))
            p.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            p.close()
            p.fill()
        }
        XCTAssertEqual(alphaSum(ui), 0.25 * .pi * 225, accuracy: 3)
        XCTAssertEqual(ui[26, 26].a, 255)
    }
}

/// Gradients: colours where the arithmetic puts them, extends only when asked.
final class CGGradientDrawingTests: XCTestCase {
    private func render(_ size: CGSize, _ body: (CGContext) -> Void) -> Pixmap {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: size, format: f).image { body($0.cgContext) }.pixmap
    }

    func testALinearGradientInterpolatesAlongItsLineAndStopsAtItsEnds() throws {
        let g = try XCTUnwrap(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                         colors: [UIColor.black.cgColor, UIColor.white.cgColor], locations: [0, 1]))
        let p = render(CGSize(width: 12, height: 2)) { c in
            c.drawLinearGradient(g, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 11, y: 0), options: [])
        }
        // Pixel centre x + 0.5 sits at t = (x + 0.5 - 1) / 10.
        XCTAssertEqual(p[0, 0].a, 0, "before the start is not painted")
        XCTAssertEqual(p[11, 1].a, 0, "after the end is not painted")
        XCTAssertEqual(Int(p[1, 0].r), Int((0.05 * 255).rounded()))
        XCTAssertEqual(Int(p[6, 0].r), Int((0.55 * 255).rounded()))
        XCTAssertEqual(p[6, 0].a, 255)
        let extended = render(CGSize(width: 12, height: 1)) { c in
            c.drawLinearGradient(g, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 11, y: 0),
                                 options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        XCTAssertEqual(extended[0, 0], PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(extended[11, 0], PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    func testTheCFArrayFormTakesCGColorsAndRefusesAnythingElse() throws {
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        let g = try XCTUnwrap(CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]))
        XCTAssertEqual(g.stops.count, 2)
        XCTAssertEqual(g.stops[1].color, UIColor.white.cgColor.raster)
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, "white"] as CFArray, locations: nil))
    }

    func testARadialGradientFillsItsDiscThroughTheClip() throws {
        let g = try XCTUnwrap(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.red.cgColor], locations: nil))
        let p = render(CGSize(width: 40, height: 40)) { c in
            c.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
            c.drawRadialGradient(g, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                                 endCenter: CGPoint(x: 20, y: 20), endRadius: 10, options: [])
        }
        var count = 0
        for v in p.pixels where v >> 24 == 255 { count += 1 }
        // Pixel centres within 10 of (20, 20), left half: about half of π 10².
        XCTAssertEqual(Double(count), Double.pi * 100 / 2, accuracy: 8)
        XCTAssertEqual(p[15, 20].r, 255)
        XCTAssertEqual(p[25, 20].a, 0)
    }
}

/// Strings drawn into the current context land where their size says.
final class StringDrawingTests: XCTestCase {
    func testAStringDrawsInsideItsSizeAtThePoint() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attrs)
        XCTAssertGreaterThan(size.width, 20)
        XCTAssertGreaterThan(size.height, 20)
        XCTAssertEqual(size, NSAttributedString(string: "Hello", attributes: attrs).size())
        let f = UIGraphicsImageRendererFormat()
        f.scale = 2
        let origin = CGPoint(x: 10, y: 5)
        let p = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: f).image { _ in
            "Hello".draw(at: origin, withAttributes: attrs)
        }.pixmap
        var inside = 0, outside = 0
        for y in 0..<p.height {
            for x in 0..<p.width where p[x, y].a > 0 {
                let pt = CGPoint(x: CGFloat(x) / 2, y: CGFloat(y) / 2)
                if CGRect(origin: origin, size: size).insetBy(dx: -0.5, dy: -0.5).contains(pt) { inside += 1 } else { outside += 1 }
                XCTAssertEqual(p[x, y].g, 0)
            }
        }
        XCTAssertGreaterThan(inside, 100)
        XCTAssertEqual(outside, 0)
    }

    func testDrawInRectWrapsAndClips() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let p = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: f).image { _ in
            ("word " + String(repeating: "word ", count: 40)).draw(in: CGRect(x: 0, y: 0, width: 50, height: 30), withAttributes: attrs)
        }.pixmap
        var maxX = 0, maxY = 0
        for y in 0..<p.height { for x in 0..<p.width where p[x, y].a > 0 { maxX = max(maxX, x); maxY = max(maxY, y) } }
        XCTAssertLessThan(maxX, 50)
        XCTAssertLessThan(maxY, 30)
        XCTAssertGreaterThan(maxY, 15, "more than one line")
    }
}

/// Shadows: offset down and right in points, blurred with σ = blur / 2, mass kept.
final class CGContextShadowTests: XCTestCase {
    private func render(_ size: CGSize, scale: CGFloat, _ body: (CGContext) -> Void) -> Pixmap {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        return UIGraphicsImageRenderer(size: size, format: f).image { body($0.cgContext) }.pixmap
    }

    func testAShadowIsCastByTheOffsetBeneathTheDrawing() {
        let p = render(CGSize(width: 20, height: 20), scale: 2) { c in
            c.setShadow(offset: CGSize(width: 3, height: 2), blur: 0, color: UIColor.blue.cgColor)
            c.setFillColor(UIColor.red.cgColor)
            c.fill(CGRect(x: 2, y: 2, width: 5, height: 5))
        }
        // In pixels: the rect is 4..<14, the shadow 10..<20 across and 8..<18 down.
        XCTAssertEqual(p[6, 6], PremultipliedColor(r: 255, g: 0, b: 0, a: 255), "the drawing is above its shadow")
        XCTAssertEqual(p[16, 16], PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(p[16, 7].a, 0)
        XCTAssertEqual(p[20, 10].a, 0)
    }

    func testABlurredShadowKeepsItsMass() {
        let p = render(CGSize(width: 60, height: 60), scale: 1) { c in
            c.setShadow(offset: CGSize(width: 30, height: 30), blur: 6)
            c.setFillColor(UIColor.clear.cgColor)
            c.setFillColor(UIColor.white.cgColor)
            c.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
        }
        var mass = 0.0
        for y in 20..<60 { for x in 20..<60 { mass += Double(p[x, y].a) / 255 } }
        XCTAssertEqual(mass, 64.0 / 3, accuracy: 1.5, "black at 1/3 alpha over 64 px, spread out")
        XCTAssertGreaterThan(p[36, 45].a, 0, "blurred past the square's edge")
        XCTAssertLessThan(p[36, 36].a, 85)
    }
}

/// Bitmap contexts, pushed contexts, stroked-path replacement and the miter limit.
final class CGContextBitmapTests: XCTestCase {
    func testABitmapContextIsYUpAndMakesAnImage() throws {
        let c = try XCTUnwrap(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 1))   // y up: the bottom row
        let image = try XCTUnwrap(c.makeImage())
        XCTAssertEqual(image.pixmap[0, 3].r, 255)
        XCTAssertEqual(image.pixmap[0, 0].a, 0)
        XCTAssertEqual(c.ctm, .identity, "a bitmap context's CTM starts as the identity")
        let log = RecordingLog()
        RecordingLog.$current.withValue(log) {
            CALayer.installDiagnostics()
            var bytes = [UInt8](repeating: 0, count: 64)
            XCTAssertNil(CGContext(data: &bytes, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue),
                         "caller-owned memory is drawn into, but not with non-premultiplied alpha")
        }
        XCTAssertEqual(log.errors.count, 1)
        XCTAssertTrue(log.errors[0].contains("premultipliedLast"), log.errors[0])
    }

    func testAUIKitContextsCTMIsFlippedAndScaledAsCoreGraphicsReportsIt() {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 2
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: f).image { ctx in
            XCTAssertEqual(ctx.cgContext.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
        }
    }

    func testPushedContextsAreCurrentUntilPopped() throws {
        let c = try XCTUnwrap(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsPushContext(c)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === c)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(c.makeImage()?.pixmap[1, 1].b, 255)
    }

    func testReplacingThePathWithItsStrokeFillsTheStrokesArea() {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let p = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: f).image { ctx in
            let c = ctx.cgContext
            c.setLineWidth(2)
            c.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            c.replacePathWithStrokedPath()
            c.fillPath()
        }.pixmap
        // A 2-wide ring centred on the square's edge: 12 x 12 outside minus 8 x 8 inside.
        XCTAssertEqual(p.pixels.reduce(0) { $0 + Double($1 >> 24) / 255 }, 144 - 64, accuracy: 1e-6)
        XCTAssertEqual(p[10, 10].a, 0)
    }

    func testTheMiterLimitBevelsSharpCorners() {
        func ink(_ limit: CGFloat) -> Double {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: f).image { ctx in
                let c = ctx.cgContext
                c.setLineWidth(4)
                c.setMiterLimit(limit)
                c.move(to: CGPoint(x: 10, y: 50))
                c.addLine(to: CGPoint(x: 30, y: 10))   // a sharp turn at the top
                c.addLine(to: CGPoint(x: 36, y: 50))
                c.strokePath()
            }.pixmap.pixels.reduce(0) { $0 + Double($1 >> 24) / 255 }
        }
        XCTAssertGreaterThan(ink(10), ink(1) + 5, "a miter below the limit adds its spike")
    }
}
