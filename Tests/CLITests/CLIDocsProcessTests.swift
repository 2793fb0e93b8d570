import Foundation
import Raster
import Transitions
import TransitionCatalog
import Testing

/// `docs --out DIR` writes the whole gallery of the UIKit catalog, on an iPhone 16 in light and
/// dark unless told otherwise; the word `render` is optional.
@Suite struct CLIDocsProcessTests {
    /// Every entry of the catalog gets its files (on the bare light screen at 4 fps, which
    /// keeps this test to the catalog's breadth); the default device run is the next test's.
    @Test("docs writes an APNG and a contact sheet for every transition and direction, and an index")
    func docsWritesTheGallery() throws {
        let dir = try CLIProcess.temporaryDirectory("docs")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--fps", "4", "--device", "none", "--appearance", "light", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let files = Set(CLIProcess.files(in: dir.appendingPathComponent("gallery")))
        let index = try String(contentsOf: dir.appendingPathComponent("gallery/index.md"), encoding: .utf8)
        for t in Catalog.all {
            for direction in ["forward", "reverse"] {
                #expect(files.contains("\(t.name)-\(direction).png"))
                #expect(files.contains("\(t.name)-\(direction)-sheet.png"))
                #expect(index.contains("\(t.name)-\(direction)-sheet.png"))
            }
        }
        #expect(files.count == 4 * Catalog.all.count + 2, "APNG and sheet per direction, index.md and index.html")
    }

    /// With no options the gallery is an iPhone 16 with its system UI, in light and dark.
    @Test func theDefaultGalleryIsAnIPhone16InLightAndDark() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-default")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--fps", "4", "--transition", "push", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let files = CLIProcess.files(in: dir.appendingPathComponent("gallery")).sorted()
        #expect(files == ["index.html", "index.md", "push-forward-dark-sheet.png", "push-forward-dark.png", "push-forward-sheet.png",
                          "push-forward.png", "push-reverse-dark-sheet.png", "push-reverse-dark.png", "push-reverse-sheet.png", "push-reverse.png"])
        let light = try PNG.read(contentsOf: dir.appendingPathComponent("gallery/push-forward.png").path)
        #expect(light.width == 393 && light.height == 852)
    }

    /// `--device none --appearance light` is the bare 390 x 844 pt light gallery; `--device`
    /// names another model and `--no-system-ui` leaves its system UI out.
    @Test func theDeviceAndAppearanceOptionsChooseWhatIsRecorded() throws {
        let dir = try CLIProcess.temporaryDirectory("docs-options")
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["docs", "--fps", "4", "--transition", "push", "--quiet"]
        var r = try CLIProcess.run(base + ["--out", "bare", "--device", "none", "--appearance", "light"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("bare")).sorted()
            == ["index.html", "index.md", "push-forward-sheet.png", "push-forward.png", "push-reverse-sheet.png", "push-reverse.png"])
        let bare = try PNG.read(contentsOf: dir.appendingPathComponent("bare/push-forward.png").path)
        #expect(bare.width == 390 && bare.height == 844)
        r = try CLIProcess.run(base + ["--out", "se", "--device", "iphone-se-3", "--appearance", "dark", "--no-system-ui"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("se")).sorted()
            == ["index.html", "index.md", "push-forward-dark-sheet.png", "push-forward-dark.png", "push-reverse-dark-sheet.png", "push-reverse-dark.png"])
        let se = try PNG.read(contentsOf: dir.appendingPathComponent("se/push-forward-dark.png").path)
        #expect(se.width == 375 && se.height == 667)
        // No status bar drawn: the top-left pixel is the dark list's background (black), as is
        // the status bar's band, which the safe area (20 pt) keeps free of the list's title.
        #expect(se[0, 0] == Color.black.premultiplied && se[10, 10] == Color.black.premultiplied)
        let index = try String(contentsOf: dir.appendingPathComponent("se/index.md"), encoding: .utf8)
        #expect(index.contains("rendered on an iPhone SE (3rd generation) (375 x 667 pt), its screen alone"), "\(index.prefix(400))")
    }

    @Test(arguments: [
        (["--device", "none", "--no-system-ui"], "--no-system-ui needs a device, and --device none is the bare screen"),
        (["--device", "none", "--system-ui"], "--system-ui needs a device, and --device none is the bare screen"),
        (["--system-ui", "--no-system-ui"], "--system-ui and --no-system-ui contradict each other"),
        (["--device", "iphone-16-pro"], "--device unknown device 'iphone-16-pro'; the known devices are iphone-se-3, iphone-16, iphone-16-pro-max, ipad-10 (or none, a bare screen)"),
        (["--appearance", "auto"], "--appearance 'auto' is not one of light, dark, both"),
    ])
    func aBadScreenOptionIsAUsageErrorThatWritesNothing(extra: [String], message: String) throws {
        let dir = try CLIProcess.temporaryDirectory("docs-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["docs", "--out", "gallery", "--quiet"] + extra, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("gallery").path))
    }

    @Test func renderWordIsOptional() throws {
        let dir = try CLIProcess.temporaryDirectory("word")
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--scale", "1", "--fps", "10", "--quiet", "--progress", "0.3"]
        #expect(try CLIProcess.run(["render"] + base + ["--out", "a"], in: dir).status == 0)
        #expect(try CLIProcess.run(base + ["--out", "b"], in: dir).status == 0)
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("a/frame-0000.png"))
            == CLIProcess.bytes(dir.appendingPathComponent("b/frame-0000.png")))
    }
}
