import Foundation
import Raster
import TransitionOutputs
import Testing
import Transitions

/// `compare GOLDEN_DIR ACTUAL_DIR --sheet OUT.png` run as a process.
@Suite struct CLICompareSheetProcessTests {

    /// Three 600 x 1200 frames; `changed` (x, y) sets one pixel of frame 1.
    static func writeFrames(_ dir: URL, changed: (Int, Int)? = nil, skip: Int? = nil) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for i in 0..<3 where i != skip {
            let changes = i == 1 ? changed.map { [($0.0, $0.1, Color(r: 255, g: 255, b: 255))] } ?? [] : []
            try CLIProcess.writePNG(dir.appendingPathComponent(String(format: "frame-%04d.png", i)), width: 600, height: 1200,
                                    color: Color(r: 120, g: 130, b: UInt8(20 + 40 * i)), changes: changes)
        }
    }

    /// Pixels in the rectangle that are a difference mark (opaque red).
    static func redPixels(_ sheet: Pixmap, in r: Rect) -> Int {
        var n = 0
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) {
            let p = sheet[x, y]
            if p.r >= 128 && p.g == 0 && p.b == 0 { n += 1 }
        } }
        return n
    }

    @Test func aOnePixelDifferenceShowsInItsRowAndTheRunFails() throws {
        let dir = try CLIProcess.temporaryDirectory("compare-sheet")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeFrames(dir.appendingPathComponent("golden"))
        try Self.writeFrames(dir.appendingPathComponent("actual"), changed: (301, 777))
        let r = try CLIProcess.run(["compare", "golden", "actual", "--sheet", "sheet.png"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.contains("frame-0001.png: max channel") && r.stdout.contains("(beyond tolerance)"))
        #expect(r.stdout.contains("frame-0000.png: max channel 0,") && r.stdout.contains("result: 1 of 3"), "\(r.stdout)")
        let sheet = try PNG.read(contentsOf: dir.appendingPathComponent("sheet.png").path)
        let layout = ComparisonSheetBuilder(rowCount: 3, frameWidth: 600, frameHeight: 1200, title: "")
        #expect(sheet.width == layout.finish().width && sheet.height == layout.finish().height)
        // The single changed pixel of a 600 x 1200 frame survives the 2.5x reduction in row 1 only.
        #expect(Self.redPixels(sheet, in: layout.cellRect(row: 1, column: 2)) >= 1)
        #expect(Self.redPixels(sheet, in: layout.cellRect(row: 0, column: 2)) == 0)
        #expect(Self.redPixels(sheet, in: layout.cellRect(row: 2, column: 2)) == 0)
        // The golden and actual cells show the frames' colours.
        let golden = layout.cellRect(row: 2, column: 0)
        #expect(sheet[Int(golden.midX), Int(golden.midY)] == Color(r: 120, g: 130, b: 100).premultiplied)

        let same = try CLIProcess.run(["compare", "golden", "golden", "--sheet", "same.png", "--quiet"], in: dir)
        #expect(same.status == 0 && same.stdout.isEmpty && FileManager.default.fileExists(atPath: dir.appendingPathComponent("same.png").path))
    }

    @Test func aMissingFrameFailsAndSheetNeedsFolders() throws {
        let dir = try CLIProcess.temporaryDirectory("compare-missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeFrames(dir.appendingPathComponent("golden"))
        try Self.writeFrames(dir.appendingPathComponent("actual"), skip: 2)
        let r = try CLIProcess.run(["compare", "golden", "actual"], in: dir)
        #expect(r.status == 1 && r.stdout.contains("frame-0002.png: missing in actual"), "\(r.stdout)")
        let files = try CLIProcess.run(["compare", "golden/frame-0000.png", "actual/frame-0000.png", "--sheet", "s.png"], in: dir)
        #expect(files.status == 2 && files.stderr.contains("--sheet compares two folders"))
    }
}
