import Foundation
import Raster
import TestSupport
import Testing
@testable import Transitions
import TransitionCatalog
@testable import TransitionOutputs

/// The docs gallery writes an APNG and a sheet per direction and an index, byte-identical on regeneration.
@Suite(.uikitTurns) struct DocsGalleryTests {
    @Test func regeneratingOneTransitionGivesTheSameBytes() throws {
        let a = try GoldenSupport.scratchDirectory("gallery-a")
        defer { try? FileManager.default.removeItem(atPath: a) }
        // The second generation goes into a directory that does not exist yet, two levels down.
        let bRoot = try GoldenSupport.scratchDirectory("gallery-b")
        defer { try? FileManager.default.removeItem(atPath: bRoot) }
        let b = bRoot + "/nested/out"
        // 4 fps keeps the test fast: 3 frames per direction.
        var lines: [String] = []
        try CatalogGalleryRecordings.generate(into: a, fps: 4, progress: { lines.append($0) }, transitions: ["circle-mask"])
        try CatalogGalleryRecordings.generate(into: b, fps: 4, transitions: ["circle-mask"])
        let expected = ["circle-mask-forward.png", "circle-mask-forward-sheet.png", "circle-mask-reverse.png",
                        "circle-mask-reverse-sheet.png", "index.md", "index.html"]
        #expect(try FileManager.default.contentsOfDirectory(atPath: a).sorted() == expected.sorted())
        for name in expected {
            let x = try Data(contentsOf: URL(fileURLWithPath: "\(a)/\(name)")), y = try Data(contentsOf: URL(fileURLWithPath: "\(b)/\(name)"))
            #expect(x == y, "\(name) differs between two generations")
        }
        #expect(lines.count == 4 && lines[0].hasPrefix("circle-mask-forward: 3 frames") && lines[3] == "index.html: 2 players", "\(lines)")

        // The APNG stores at most every frame of the recording (identical neighbours merge);
        // the sheet decodes; the index links both directions.
        let run = try CatalogGalleryRecordings.run("circle-mask", reverse: false, fps: 4)
        let apng = try Array(Data(contentsOf: URL(fileURLWithPath: "\(a)/circle-mask-forward.png")))
        let actl = try #require(apng.indices.first { apng[$0..<$0 + 4].elementsEqual("acTL".utf8) })
        let frames = apng[(actl + 4)..<(actl + 8)].reduce(0) { $0 << 8 | Int($1) }
        #expect((1...run.frameCount).contains(frames))
        let first = try PNG.read(contentsOf: "\(a)/circle-mask-forward.png")
        #expect(first.width == run.pixelWidth && first.height == run.pixelHeight)
        let sheet = try PNG.read(contentsOf: "\(a)/circle-mask-reverse-sheet.png")
        #expect(sheet.width == 2 * ContactSheetBuilder.margin + 3 * 195 + 2 * ContactSheetBuilder.gap) // cells of half the 390 pt screen
        let index = try String(contentsOfFile: "\(a)/index.md", encoding: .utf8)
        for s in ["## circle-mask", "### circle-mask — push", "### circle-mask — pop", "](circle-mask-reverse-sheet.png)",
                  "](circle-mask-forward.png)", "0.5 s", "linear"] {
            #expect(index.contains(s), "index.md lacks \(s)")
        }
        let html = try String(contentsOfFile: "\(a)/index.html", encoding: .utf8)
        for s in ["id=\"circle-mask-forward\"", "id=\"circle-mask-reverse\"", "url('circle-mask-reverse-sheet.png')",
                  "<button type=\"button\" class=\"play\"", "type=\"range\"", "<dt>Curve</dt><dd>linear (seeds 002 and 003)</dd>", "<dt>Duration</dt><dd>0.5 s"] {
            #expect(html.contains(s), "index.html lacks \(s)")
        }
    }

    /// Both appearances: each direction is written light (the names a light gallery has) and
    /// dark (`-dark`), each file holding its own recording, and both pages show both.
    @Test func eachDirectionIsWrittenInLightAndDarkAndThePagesShowBoth() throws {
        let dir = try GoldenSupport.scratchDirectory("gallery-dark")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var lines: [String] = []
        try CatalogGalleryRecordings.generate(into: dir, fps: 4, appearances: [.light, .dark], progress: { lines.append($0) },
                                              transitions: ["push"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            == ["index.html", "index.md", "push-forward-dark-sheet.png", "push-forward-dark.png", "push-forward-sheet.png", "push-forward.png",
                "push-reverse-dark-sheet.png", "push-reverse-dark.png", "push-reverse-sheet.png", "push-reverse.png"])
        // Per direction, light then dark.
        #expect(lines.map { String($0.prefix { $0 != ":" }) }
            == ["push-forward", "push-forward-dark", "push-reverse", "push-reverse-dark", "index.md", "index.html"])
        // An APNG's default image is its recording's first frame: the dark one shows the showcase
        // list in dark mode (systemGroupedBackground black, the cards secondarySystemGroupedBackground).
        for (file, appearance) in [("push-forward.png", GalleryAppearance.light), ("push-forward-dark.png", .dark)] {
            let first = try PNG.read(contentsOf: "\(dir)/\(file)")
            let frame = try CatalogGalleryRecordings.run("push", reverse: false, appearance: appearance, fps: 4).recording.frame(0)
            #expect(Array(first.pixels) == Array(frame.pixels), "\(file): frame 0")
        }
        let light = try PNG.read(contentsOf: "\(dir)/push-forward.png"), dark = try PNG.read(contentsOf: "\(dir)/push-forward-dark.png")
        // (300, 110) is the screen's background above the first card; (300, 190) inside that card, right of its text.
        #expect(light[300, 110] == Color(r: 242, g: 242, b: 247).premultiplied && light[300, 190] == Color.white.premultiplied)
        #expect(dark[300, 110] == Color.black.premultiplied && dark[300, 190] == Color(r: 28, g: 28, b: 30).premultiplied)
        let index = try String(contentsOfFile: "\(dir)/index.md", encoding: .utf8)
        for s in ["| Light | Dark |", "![push push, light, animated](push-forward.png) | ![push push, dark, animated](push-forward-dark.png)",
                  "![push pop, dark, contact sheet](push-reverse-dark-sheet.png)", "in light and dark"] {
            #expect(index.contains(s), "index.md lacks \(s)")
        }
        let html = try String(contentsOfFile: "\(dir)/index.html", encoding: .utf8)
        for s in ["class=\"item player light\" id=\"push-forward\"", "class=\"item player dark\" id=\"push-forward-dark\"",
                  "url('push-reverse-dark-sheet.png')", "<h3>push — pop · dark</h3>"] {
            #expect(html.contains(s), "index.html lacks \(s)")
        }
    }

    /// A sheet format of the test's own: the sheet's pixels as a binary PPM, read back below.
    static let ppm = GallerySheetFormat(fileExtension: "ppm") { sheet, path in try PNG.writeAtomically(bytes: ppmBytes(sheet), to: path) }

    /// A binary PPM (P6) of an opaque image.
    static func ppmBytes(_ image: Pixmap) -> [UInt8] {
        var bytes = Array("P6\n\(image.width) \(image.height)\n255\n".utf8)
        for y in 0..<image.height { for x in 0..<image.width { let c = image[x, y]; bytes += [c.r, c.g, c.b] } }
        return bytes
    }

    @Test func sheetsAreWrittenInTheFormatAskedAndThePagesNameThatFile() throws {
        let png = try GoldenSupport.scratchDirectory("gallery-png")
        defer { try? FileManager.default.removeItem(atPath: png) }
        let ppm = try GoldenSupport.scratchDirectory("gallery-ppm")
        defer { try? FileManager.default.removeItem(atPath: ppm) }
        try CatalogGalleryRecordings.generate(into: png, fps: 4, transitions: ["circle-mask"])
        try CatalogGalleryRecordings.generate(into: ppm, fps: 4, sheetFormat: Self.ppm, transitions: ["circle-mask"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: ppm).sorted()
            == ["circle-mask-forward-sheet.ppm", "circle-mask-forward.png", "circle-mask-reverse-sheet.ppm", "circle-mask-reverse.png",
                "index.html", "index.md"])
        // The writer was given the sheet itself: the PNG sheet's pixels, in the same order.
        let sheet = try PNG.read(contentsOf: "\(png)/circle-mask-reverse-sheet.png")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: "\(ppm)/circle-mask-reverse-sheet.ppm"))) == Self.ppmBytes(sheet))
        let index = try String(contentsOfFile: "\(ppm)/index.md", encoding: .utf8)
        let html = try String(contentsOfFile: "\(ppm)/index.html", encoding: .utf8)
        #expect(index.contains("](circle-mask-forward-sheet.ppm)") && !index.contains("sheet.png"))
        #expect(html.contains("url('circle-mask-forward-sheet.ppm')") && html.contains(">circle-mask-forward-sheet.ppm</a>") && !html.contains("sheet.png"))
    }

    /// A recording the caller could not make stops the gallery, naming the item.
    @Test func aFailedRecordingIsNamedWithItsItem() throws {
        let dir = try GoldenSupport.scratchDirectory("gallery-failed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        struct Refused: Error, CustomStringConvertible { var description: String { "the scene has no trigger" } }
        let t = GalleryTransition(name: "circle-mask", summary: "s", defaultDuration: 0.5, curve: "linear", forward: "push", reverse: "pop")
        var asked: [Bool] = []
        #expect {
            try DocsGallery.generate(into: dir, transitions: [t], record: { _, reverse, _ in asked.append(reverse); throw Refused() })
        } throws: { e in
            "\(e)" == "docs gallery: circle-mask-forward: the scene has no trigger"
        }
        #expect(asked == [false])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
