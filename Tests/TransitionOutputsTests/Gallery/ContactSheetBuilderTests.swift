import TestSupport
import Foundation
import Raster
import Testing
@testable import Transitions
@testable import TransitionOutputs

/// Contact sheets: grid layout, downscaled cells, time labels, bounded size and order-independent bytes.
@Suite struct ContactSheetBuilderTests {
    /// A frame filled with one colour.
    static func solid(_ color: Color, width: Int = 390, height: Int = 844) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        p.clear(to: color.premultiplied)
        return p
    }

    static func colour(_ i: Int) -> Color { Color(r: UInt8(20 * i % 256), g: UInt8(255 - 10 * i), b: 90) }

    @Test func gridHasSixColumnsOfCellsKeepingTheFramesAspect() {
        let b = ContactSheetBuilder(frameCount: 16, frameWidth: 390, frameHeight: 844, title: "t")
        #expect(b.columns == 6)
        #expect(b.cellWidth == 240 && b.cellHeight == Int((844.0 * 240 / 390).rounded()))
        let sheet = b.finish()
        let m = ContactSheetBuilder.margin, g = ContactSheetBuilder.gap
        #expect(sheet.width == 2 * m + 6 * 240 + 5 * g)
        #expect(sheet.height == m + ContactSheetBuilder.titleHeight + 3 * (b.cellHeight + ContactSheetBuilder.labelHeight) + 2 * g + m)
        #expect(b.cellRect(7) == Rect(x: Double(m + 240 + g), y: Double(m + ContactSheetBuilder.titleHeight + b.cellHeight + ContactSheetBuilder.labelHeight + g),
                                      width: 240, height: Double(b.cellHeight)))
    }

    @Test func eachCellShowsItsFrameAndALabelBelowIt() {
        let b = ContactSheetBuilder(frameCount: 8, frameWidth: 390, frameHeight: 844, title: "circle-mask push")
        for i in 0..<8 { b.add(index: i, time: Double(i) / 30, frame: Self.solid(Self.colour(i))) }
        let sheet = b.finish()
        for k in 0..<8 {
            let r = b.cellRect(k)
            #expect(sheet[Int(r.midX), Int(r.midY)] == Self.colour(k).premultiplied, "cell \(k) centre")
            #expect(sheet[Int(r.minX) + 1, Int(r.minY) + 1] == Self.colour(k).premultiplied, "cell \(k) corner")
            // The label row holds dark text pixels; the gap to the right of the cell is background.
            var ink = 0
            for y in Int(r.maxY)..<Int(r.maxY) + ContactSheetBuilder.labelHeight {
                for x in Int(r.minX)..<Int(r.maxX) where sheet[x, y].r < 160 { ink += 1 }
            }
            #expect(ink > 20, "cell \(k) has a time label (\(ink) ink pixels)")
            if k % b.columns != b.columns - 1 {
                #expect(sheet[Int(r.maxX) + ContactSheetBuilder.gap / 2, Int(r.midY)] == ContactSheetBuilder.background)
            }
        }
    }

    @Test(arguments: [(0.0, "0.000 s"), (0.11666, "0.117 s"), (1.5, "1.500 s"), (12.0004, "12.000 s"), (-1, "0.000 s"), (.nan, "0.000 s"), (.infinity, "0.000 s")])
    func labelShowsTheTimeInMilliseconds(time: Double, label: String) {
        #expect(ContactSheetBuilder.label(time) == label)
    }

    @Test func framesInAnyOrderGiveTheSameBytes() throws {
        var rng = SplitMix64(seed: 7)
        let order = Array(0..<12).shuffled(using: &rng)
        #expect(order != Array(0..<12))
        func sheet(_ order: [Int]) throws -> [UInt8] {
            let b = ContactSheetBuilder(frameCount: 12, frameWidth: 200, frameHeight: 300, title: "order")
            for i in order { b.add(index: i, time: Double(i) * 0.05, frame: Self.solid(Self.colour(i), width: 200, height: 300)) }
            return try PNG.encode(b.finish())
        }
        #expect(try sheet(order) == sheet(Array(0..<12)))
    }

    @Test func longRendersShowFramesPickedEvenlyAndStayBounded() {
        let b = ContactSheetBuilder(frameCount: 1000, frameWidth: 1170, frameHeight: 2532, title: "long")
        #expect(b.shownFrames.count == ContactSheetBuilder.maximumCells)
        #expect(b.shownFrames.first == 0 && b.shownFrames.last == 999)
        #expect(zip(b.shownFrames, b.shownFrames.dropFirst()).allSatisfy { $1 - $0 >= 21 && $1 - $0 <= 22 })
        b.add(index: 500, time: 1, frame: Self.solid(.red, width: 1170, height: 2532))
        let sheet = b.finish()
        #expect(sheet.width * sheet.height < 10_000_000, "the sheet is \(sheet.width) x \(sheet.height)")
    }

    /// One-pixel stripes downscaled about 5x must average to grey (box filter / mip levels), not alias.
    @Test func downscalingAveragesInsteadOfAliasing() {
        let stripes = Pixmap(width: 1170, height: 600)!
        for y in 0..<600 { for x in 0..<1170 { stripes[x, y] = x % 2 == 0 ? Color.black.premultiplied : Color.white.premultiplied } }
        let b = ContactSheetBuilder(frameCount: 1, frameWidth: 1170, frameHeight: 600, title: "stripes")
        b.add(index: 0, time: 0, frame: stripes)
        let sheet = b.finish()
        let r = b.cellRect(0)
        for x in stride(from: Int(r.minX) + 4, to: Int(r.maxX) - 4, by: 7) {
            let v = Int(sheet[x, Int(r.midY)].g)
            expectApproximatelyEqual(v, 128, within: 16, "pixel \(x) is \(v), expected about 128 (tolerance 16 levels)")
        }
    }

    @Test func oddInputDoesNotCrash() {
        let b = ContactSheetBuilder(frameCount: 0, frameWidth: 0, frameHeight: -3, title: "")
        b.add(index: 0, time: .nan, frame: Self.solid(.blue, width: 1, height: 1))
        #expect(b.finish().width > 0)
        let tall = ContactSheetBuilder(frameCount: 2, frameWidth: 1, frameHeight: 100_000, title: "tall")
        #expect(tall.cellHeight <= ContactSheetBuilder.cellBox.height && tall.cellWidth >= 1)
    }
}
