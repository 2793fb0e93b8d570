import Foundation
import Raster
import TestSupport
import Testing
@testable import Transitions
@testable import TransitionOutputs

/// The HTML gallery opened in headless Chromium (apt `chromium`): a slider moved to a frame
/// shows that frame, and the page makes no request outside its folder.
@Suite(.serialized) struct GalleryHTMLBrowserTests {
    static let fps = 20

    /// A gallery of one transition (two players) in a fresh directory.
    static func gallery() throws -> String {
        let dir = try GoldenSupport.scratchDirectory("gallery-html")
        try CatalogGalleryRecordings.generate(into: dir + "/gallery", fps: fps, transitions: ["circle-mask"])
        return dir
    }

    /// Frame `index` of circle-mask forward on its showcase scene (the UIKit recording), through its PNG bytes, scaled
    /// into a `width x height` cell as the contact sheet scales it.
    static func expectedCell(_ name: String = "circle-mask", appearance: GalleryAppearance = .light, frame index: Int,
                             width: Int, height: Int) throws -> Pixmap {
        let run = try CatalogGalleryRecordings.run(name, reverse: false, appearance: appearance, fps: fps)
        let frame = try PNG.decode(PNG.encode(run.recording.frame(index)), source: "frame \(index)")
        let cell = Pixmap(width: width, height: height)!
        cell.clear(to: Color.white.premultiplied)
        try Canvas(target: cell).draw(ImageShader(image: frame, transform: Transform2D(scaleX: Double(width) / Double(frame.width),
                                                                                        y: Double(height) / Double(frame.height))))
        return cell
    }

    @Test func movingTheSliderToAFrameShowsThatFramesPixels() throws {
        guard HeadlessChromium.executable != nil else {
            Issue.record(Comment(rawValue: HeadlessChromium.missing))
            return
        }
        let dir = try Self.gallery()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let page = "file://\(dir)/gallery/index.html"
        let k = 7
        // The address selects the frame through the player's own slider: it sets the slider's
        // value and fires its input event, as dragging it does.
        try HeadlessChromium.run(["--screenshot=\(dir)/shot.png", "\(page)#frame=circle-mask-forward:\(k)"], in: dir)
        let shot = try PNG.read(contentsOf: "\(dir)/shot.png")
        let cellWidth = ContactSheetBuilder(frameCount: 2, frameWidth: 390, frameHeight: 844, title: "", cellBox: DocsGallery.sheetCellBox).cellWidth
        let cellHeight = ContactSheetBuilder(frameCount: 2, frameWidth: 390, frameHeight: 844, title: "", cellBox: DocsGallery.sheetCellBox).cellHeight
        let origin = try #require(HeadlessChromium.windowOrigin(in: shot, width: cellWidth), "no player window in the screenshot")
        #expect(origin.y + cellHeight <= shot.height)
        let shown = try Self.expectedCell(frame: k, width: cellWidth, height: cellHeight)
        // The browser decodes the sheet and draws it 1:1; allow its rounding, nothing more.
        #expect(HeadlessChromium.maxDifference(shown, shot, at: origin) <= 3, "the window does not show frame \(k)")
        // The check tells frames apart: the frames before and after differ from what is shown.
        for other in [k - 2, k + 2] {
            let cell = try Self.expectedCell(frame: other, width: cellWidth, height: cellHeight)
            #expect(HeadlessChromium.maxDifference(cell, shot, at: origin) > 40, "frame \(other) looks like frame \(k)")
        }
    }

    /// Every player window's top-left pixel in the screenshot (each window's outline is #c8c8c8).
    static func windowOrigins(in shot: Pixmap, width: Int) -> [(x: Int, y: Int)] {
        func isOutline(_ c: PremultipliedColor) -> Bool { abs(Int(c.r) - 200) <= 2 && abs(Int(c.g) - 200) <= 2 && abs(Int(c.b) - 200) <= 2 }
        var found: [(x: Int, y: Int)] = []
        for y in 0..<shot.height {
            var run = 0
            for x in 0..<shot.width {
                run = isOutline(shot[x, y]) ? run + 1 : 0
                if run == width + 2 { found.append((x - width, y + 1)) }
            }
        }
        return found
    }

    /// Light and dark side by side: the address moves the dark player to a frame, which then
    /// shows the dark recording's frame, while the light player beside it stays on its first.
    @Test func theDarkPlayerShowsTheDarkRecordingBesideTheLightOne() throws {
        guard HeadlessChromium.executable != nil else {
            Issue.record(Comment(rawValue: HeadlessChromium.missing))
            return
        }
        let dir = try GoldenSupport.scratchDirectory("gallery-html-dark")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try CatalogGalleryRecordings.generate(into: dir + "/gallery", fps: Self.fps, appearances: [.light, .dark], transitions: ["push"])
        let k = 7
        try HeadlessChromium.run(["--screenshot=\(dir)/shot.png", "file://\(dir)/gallery/index.html#frame=push-forward-dark:\(k)"], in: dir)
        let shot = try PNG.read(contentsOf: "\(dir)/shot.png")
        let sheet = ContactSheetBuilder(frameCount: 2, frameWidth: 390, frameHeight: 844, title: "", cellBox: DocsGallery.sheetCellBox)
        let origins = Self.windowOrigins(in: shot, width: sheet.cellWidth).filter { $0.y + sheet.cellHeight <= shot.height }
        func shown(_ cell: Pixmap) -> Bool { origins.contains { HeadlessChromium.maxDifference(cell, shot, at: $0) <= 3 } }
        let dark = try Self.expectedCell("push", appearance: .dark, frame: k, width: sheet.cellWidth, height: sheet.cellHeight)
        let light = try Self.expectedCell("push", appearance: .light, frame: k, width: sheet.cellWidth, height: sheet.cellHeight)
        let lightFirst = try Self.expectedCell("push", appearance: .light, frame: 0, width: sheet.cellWidth, height: sheet.cellHeight)
        #expect(shown(dark), "no window shows the dark frame \(k) (windows at \(origins))")
        #expect(!shown(light), "a window shows the light frame \(k)")
        #expect(shown(lightFirst), "the light player beside it does not show its first frame")
    }

    @Test func thePageRequestsNothingOutsideItsFolder() throws {
        guard HeadlessChromium.executable != nil else {
            Issue.record(Comment(rawValue: HeadlessChromium.missing))
            return
        }
        let dir = try Self.gallery()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let html = try String(contentsOfFile: "\(dir)/gallery/index.html", encoding: .utf8)
        // Every file it names is a plain name in its folder, and exists.
        let pattern = try NSRegularExpression(pattern: #"(?:src|href)="([^"]*)"|url\('([^']*)'\)"#)
        let names = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { m -> String in
            let r = m.range(at: 1).location != NSNotFound ? m.range(at: 1) : m.range(at: 2)
            return String(html[Range(r, in: html)!])
        }
        #expect(names.count >= 6)
        for name in names {
            #expect(!name.contains("/") && !name.contains(":") && !name.hasPrefix("."), "\(name) is outside the folder")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/gallery/\(name)"), "\(name) is missing")
        }
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("@import") && !html.contains("@font-face"))

        // And the browser's network log holds no request made by the page (file:// loads of its
        // own files are not network requests; the browser's own background requests have no
        // page as initiator and are left out).
        try HeadlessChromium.run(["--log-net-log=\(dir)/net.json", "--screenshot=\(dir)/shot.png", "file://\(dir)/gallery/index.html"], in: dir)
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/net.json"))) as! [String: Any]
        let events = log["events"] as! [[String: Any]]
        #expect(!events.isEmpty)
        let fromPage = events.compactMap { $0["params"] as? [String: Any] }.filter { p in
            p["url"] != nil && p["initiator"] != nil && (p["initiator"] as? String) != "not an origin"
        }.map { $0["url"] as! String }
        #expect(fromPage.isEmpty, "the page requested \(fromPage)")
    }
}
