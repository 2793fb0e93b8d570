import CWebP
import Foundation
import Raster
import TransitionOutputs
import TestSupport
import Testing
import Transitions

/// `docs --sheet-format webp`: the contact sheets as lossless WebP, the pixels of the PNG sheets
/// exactly, named by both pages and shown by the HTML player in a real browser.
@Suite(.serialized) struct CLIDocsSheetFormatProcessTests {
    /// A still WebP decoded by libwebp to straight RGBA, with its size.
    static func decodeWebP(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        data.withUnsafeBytes { raw -> (Int, Int, [UInt8])? in
            var w: Int32 = 0, h: Int32 = 0
            guard let pixels = WebPDecodeRGBA(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h) else { return nil }
            defer { WebPFree(pixels) }
            return (Int(w), Int(h), Array(UnsafeBufferPointer(start: pixels, count: Int(w * h * 4))))
        }
    }

    /// One transition's gallery at 20 fps in `dir/name`, light only (the sheet formats do not depend on the appearance), with `extra` options.
    static func docs(_ name: String, _ extra: [String], in dir: URL) throws {
        let r = try CLIProcess.run(["docs", "--out", name, "--fps", "20", "--transition", "circle-mask", "--appearance", "light", "--quiet"] + extra, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func webPSheetsHoldThePNGSheetsPixelsAndThePagesNameThem() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-sheets")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.docs("png", [], in: dir)
        try Self.docs("webp", ["--format", "webp", "--sheet-format", "webp"], in: dir)
        #expect(CLIProcess.files(in: dir.appendingPathComponent("webp")).sorted()
            == ["circle-mask-forward-sheet.webp", "circle-mask-forward.webp", "circle-mask-reverse-sheet.webp",
                "circle-mask-reverse.webp", "index.html", "index.md"])
        for direction in ["forward", "reverse"] {
            let png = try PNG.read(contentsOf: dir.appendingPathComponent("png/circle-mask-\(direction)-sheet.png").path)
            let webp = try #require(Self.decodeWebP(Data(contentsOf: dir.appendingPathComponent("webp/circle-mask-\(direction)-sheet.webp"))),
                                    "libwebp cannot decode the \(direction) sheet")
            #expect(webp.width == png.width && webp.height == png.height)
            #expect(webp.rgba == Array(UnsafeRawBufferPointer(png.pixels)), "the \(direction) WebP sheet's pixels differ from the PNG sheet's")
        }
        let markdown = try String(contentsOf: dir.appendingPathComponent("webp/index.md"), encoding: .utf8)
        let html = try String(contentsOf: dir.appendingPathComponent("webp/index.html"), encoding: .utf8)
        #expect(markdown.contains("](circle-mask-reverse-sheet.webp)") && markdown.contains("](circle-mask-forward.webp)"))
        #expect(html.contains("url('circle-mask-forward-sheet.webp')") && !html.contains("sheet.png"))
        // Regenerating gives the same bytes.
        try Self.docs("again", ["--format", "webp", "--sheet-format", "webp"], in: dir)
        for name in ["circle-mask-forward-sheet.webp", "circle-mask-reverse-sheet.webp", "index.html"] {
            #expect(try CLIProcess.bytes(dir.appendingPathComponent("webp/\(name)")) == CLIProcess.bytes(dir.appendingPathComponent("again/\(name)")),
                    "\(name) differs between two runs")
        }
    }

    @Test func theBrowserShowsTheWebPSheetsCellForTheSlidersFrame() throws {
        guard HeadlessChromium.executable != nil else {
            Issue.record(Comment(rawValue: HeadlessChromium.missing))
            return
        }
        let dir = try CLIProcess.temporaryDirectory("docs-sheets-browser")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.docs("png", [], in: dir)
        try Self.docs("webp", ["--sheet-format", "webp"], in: dir)
        let k = 7
        try HeadlessChromium.run(["--screenshot=\(dir.path)/shot.png", "file://\(dir.path)/webp/index.html#frame=circle-mask-forward:\(k)"], in: dir.path)
        let shot = try PNG.read(contentsOf: dir.path + "/shot.png")
        // The player's cells, [frame, x, y, time] each, as the page lists them; the expected
        // picture is that cell cut from the PNG sheet (an independent decoder of the same pixels).
        let html = try String(contentsOf: dir.appendingPathComponent("webp/index.html"), encoding: .utf8)
        let match = try #require(html.range(of: #"id="circle-mask-forward" data-fps="20" data-cells="(\[[^"]*\])""#, options: .regularExpression))
        let json = String(html[match]).split(separator: "\"")[5]
        let cells = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Double]])
        let sheet = try PNG.read(contentsOf: dir.appendingPathComponent("png/circle-mask-forward-sheet.png").path)
        func cell(_ i: Int) -> Pixmap {
            // The 390 x 844 frame fits the cell box exactly.
            let (width, height) = DocsGallery.sheetCellBox
            let out = Pixmap(width: width, height: height)!
            for y in 0..<height { for x in 0..<width { out[x, y] = sheet[Int(cells[i][1]) + x, Int(cells[i][2]) + y] } }
            return out
        }
        let shown = cell(k)
        let origin = try #require(HeadlessChromium.windowOrigin(in: shot, width: shown.width), "no player window in the screenshot")
        #expect(HeadlessChromium.maxDifference(shown, shot, at: origin) <= 3, "the window does not show frame \(k) of the WebP sheet")
        for other in [k - 2, k + 2] {
            #expect(HeadlessChromium.maxDifference(cell(other), shot, at: origin) > 40, "frame \(other) looks like frame \(k)")
        }
    }

    @Test func anUnknownSheetFormatIsAUsageErrorThatWritesNothing() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-sheets-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--sheet-format", "jpg", "--quiet"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--sheet-format 'jpg' is not one of png, webp"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("gallery").path))
    }
}
