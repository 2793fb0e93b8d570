import Foundation
import Raster
import Testing

/// The catalog's sheets rendered as a process, on the showcase demo (a 390 x 844 pt bare screen:
/// no safe area, so the sheet's top edge is 20 pt down, docs/sheets.md). Each probe is solved by
/// hand: the list screen (242, 242, 247) scales back by 1 − 32/390 with its top edge at 10 pt and
/// corners of 10, dimmed by black at 0.2 × 0.6 = 0.12 (242 × 0.88 = 213, 247 × 0.88 = 217); the
/// sheet carries the detail screen, whose header is (88, 86, 214) for its top 260 pt; the spring
/// is x(t) = 1 − (1 + ωt) e^(−ωt), ω = 2π / 0.3441442326, x(0.1) = 0.544778.
@Suite struct CLISheetProcessTests {
    static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    static let header = PremultipliedColor(r: 88, g: 86, b: 214, a: 255)
    static let dimmedList = PremultipliedColor(r: 213, g: 213, b: 217, a: 255)
    static let list = PremultipliedColor(r: 242, g: 242, b: 247, a: 255)

    /// Renders `args` at scale 1 and 10 fps into `dir/name`; every frame, decoded.
    private func frames(_ args: [String], _ name: String, in dir: URL) throws -> [Pixmap] {
        let r = try CLIProcess.run(args + ["--scale", "1", "--fps", "10", "--quiet", "--out", name], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let out = dir.appendingPathComponent(name)
        return try CLIProcess.files(in: out).filter { $0.hasPrefix("frame-") }.sorted().map { file in
            let url = out.appendingPathComponent(file)
            return try PNG.decode([UInt8](CLIProcess.bytes(url)), source: url.path)
        }
    }

    /// The first row at or below `from` in column `x` showing `colour`.
    private func firstRow(of colour: PremultipliedColor, x: Int, from: Int = 0, in p: Pixmap) -> Int? {
        (from..<p.height).first { p[x, $0] == colour }
    }

    /// What every page sheet at rest shows on the bare 390 x 844 screen.
    private func expectAtRest(_ p: Pixmap, _ label: String) {
        #expect(p.width == 390 && p.height == 844, "\(label)")
        #expect(p[5, 15] == Self.black, "\(label): left of the scaled-back list card (x < 16), above the sheet")
        #expect(p[195, 5] == Self.black, "\(label): above the list card's top edge (y < 10)")
        #expect(p[195, 15] == Self.dimmedList, "\(label): the list card between its top (10) and the sheet's (20), dimmed")
        #expect(p[195, 19] == Self.dimmedList, "\(label)")
        #expect(p[195, 20] == Self.header, "\(label): the sheet's top edge at y = 20, undimmed")
        #expect(p[195, 279] == Self.header && p[195, 280] != Self.header, "\(label): the header's 260 pt inside the card")
        #expect(p[1, 21] == Self.black, "\(label): the sheet's rounded top-left corner shows the black behind")
        #expect(p[0, 40] == Self.header, "\(label): below the corner the card reaches the screen's edge")
        // The list card's own corner (radius 10 at x 16, y 10, scaled by 0.918): black at its
        // very corner pixel, the card 5 pt in.
        #expect(p[16, 10] == Self.black, "\(label): the list card's rounded corner")
        #expect(p[22, 16] == Self.dimmedList, "\(label)")
    }

    @Test(arguments: ["page-sheet", "form-sheet"])
    func aSheetSlidesUpOnTheSpringAndRestsTwentyPointsDown(_ name: String) throws {
        let dir = try CLIProcess.temporaryDirectory(name)
        defer { try? FileManager.default.removeItem(at: dir) }
        let f = try frames(["--demo", "showcase", "--transition", name], name, in: dir)
        #expect(f.count == 5, "0.4 s at 10 fps: frames at 0, 0.1, 0.2, 0.3 and 0.4 s")
        guard f.count == 5 else { return }
        #expect(f[0][195, 400] == Self.list, "the list alone, full screen, before the sheet comes")
        // At 0.1 s the card's top is at 844 − 824 x(0.1) = 395.10: row 395 is still the list
        // behind (the card covers 90 % of it), row 396 the card.
        #expect(firstRow(of: Self.header, x: 195, in: f[1]) == 396, "the card's top at 0.1 s")
        // The list card behind: its top edge at 10 x(0.1) = 5.45, so row 3 is black, row 7 list.
        #expect(f[1][195, 3] == Self.black)
        #expect(f[1][2, 300] == Self.black, "scaled by 1 − 0.0821 x(0.1) = 0.9553: its left edge at 8.7 pt")
        #expect(f[1][12, 300] != Self.black)
        expectAtRest(f[4], name)
    }

    @Test func onAPadTheFormSheetIsACentredCard() throws {
        let dir = try CLIProcess.temporaryDirectory("form-sheet-pad")
        defer { try? FileManager.default.removeItem(at: dir) }
        let f = try frames(["--demo", "showcase", "--transition", "form-sheet", "--device", "ipad-10"], "pad", in: dir)
        guard let last = f.last else { return }
        // The 820 x 1180 screen's longer side is over 1024 pt: a 580 x 640 card, centred at
        // x 120...700, y 270...910; the header fills its top 260 pt.
        #expect(last.width == 820 && last.height == 1180)
        #expect(last[120, 300] == Self.header && last[699, 300] == Self.header && last[410, 270] == Self.header)
        #expect(last[119, 300] != Self.header && last[700, 300] != Self.header && last[410, 269] != Self.header)
        #expect(last[410, 529] == Self.header && last[410, 530] != Self.header)
    }

    @Test func theReverseDismissesTheSheetTheSameWay() throws {
        let dir = try CLIProcess.temporaryDirectory("page-sheet-reverse")
        defer { try? FileManager.default.removeItem(at: dir) }
        let f = try frames(["--demo", "showcase", "--transition", "page-sheet", "--reverse"], "reverse", in: dir)
        #expect(f.count == 5)
        guard f.count == 5 else { return }
        expectAtRest(f[0], "the dismissal's first frame")
        // At 0.1 s the card's top is at 20 + 824 x(0.1) = 468.90.
        #expect(firstRow(of: Self.header, x: 195, in: f[1]) == 469, "the card going down at 0.1 s")
        #expect(f[4][195, 400] == Self.list && f[4][5, 400] == Self.list && f[4][195, 5] == Self.list,
                "the list alone again, full screen and square")
    }

    @Test func theDetentChangeGrowsTheSheetFromMediumToLargeAndBack() throws {
        let dir = try CLIProcess.temporaryDirectory("sheet-detent")
        defer { try? FileManager.default.removeItem(at: dir) }
        let grow = try frames(["--demo", "showcase", "--transition", "sheet-detent"], "grow", in: dir)
        #expect(grow.count == 5)
        guard grow.count == 5 else { return }
        // The medium detent: 0.56 of the largest detent (824): the card's top at 844 − 461.44 = 382.56.
        // The list behind is not scaled back there (depth 0: full width, square) and the medium
        // detent is dimmed (the smallest detent dims), as at the large one: 0.12.
        #expect(firstRow(of: Self.header, x: 195, in: grow[0]) == 383, "the medium detent")
        #expect(grow[0][5, 300] == Self.dimmedList, "full width and dimmed at the medium detent")
        #expect(grow[0][0, 0] == Self.dimmedList, "not scaled back: its corner is square")
        // At 0.1 s: 382.56 + (20 − 382.56) x(0.1) = 185.05.
        #expect(firstRow(of: Self.header, x: 195, in: grow[1]) == 186, "the card's top at 0.1 s")
        expectAtRest(grow[4], "the large detent")
        // The grabber: 36 x 5 pt, 5 pt below the top edge (y 25...30), centred (x 177...213),
        // tertiaryLabel (60, 60, 67) at 0.3 over the header: (79.6, 78.2, 169.9).
        let grabber = grow[4][195, 27]
        #expect(abs(Int(grabber.r) - 80) <= 1 && abs(Int(grabber.g) - 78) <= 1 && abs(Int(grabber.b) - 170) <= 1, "the grabber: \(grabber)")
        #expect(grow[4][195, 23] == Self.header && grow[4][195, 31] == Self.header && grow[4][170, 27] == Self.header)

        let shrink = try frames(["--demo", "showcase", "--transition", "sheet-detent", "--reverse"], "shrink", in: dir)
        #expect(shrink.count == 5)
        guard shrink.count == 5 else { return }
        expectAtRest(shrink[0], "the collapse's first frame")
        #expect(firstRow(of: Self.header, x: 195, in: shrink[4]) == 383, "back at the medium detent")
    }

    @Test func aSheetCannotBeHeldAtAProgress() throws {
        let dir = try CLIProcess.temporaryDirectory("sheet-progress")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["--demo", "showcase", "--transition", "page-sheet", "--progress", "0.5", "--out", "p"], in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("'page-sheet' is a sheet UIKit animates on its own spring"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--progress"), "stderr: \(r.stderr)")
        let trace = #"[{"t": 0, "x": 10, "y": 400}, {"t": 0.1, "x": 100, "y": 400}, {"t": 0.2, "x": 200, "y": 400}]"#
        try Data(trace.utf8).write(to: dir.appendingPathComponent("pan.json"))
        let pan = try CLIProcess.run(["--demo", "showcase", "--transition", "sheet-detent", "--gesture", "pan.json", "--scale", "1",
                                      "--fps", "10", "--out", "g"], in: dir)
        #expect(pan.status == 2, "stderr: \(pan.stderr)")
        #expect(pan.stderr.contains("'sheet-detent' is a sheet UIKit animates on its own spring"), "stderr: \(pan.stderr)")
        #expect(pan.stderr.contains("driven by a pan"), "stderr: \(pan.stderr)")
    }

    @Test func aRequestedDurationIsNotUsedAndTheGalleryRecordsTheSheets() throws {
        let dir = try CLIProcess.temporaryDirectory("sheet-duration")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(["--demo", "showcase", "--transition", "page-sheet", "--duration", "1", "--scale", "1", "--fps", "10",
                                    "--quiet", "--out", "d"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("page-sheet: a sheet runs on UIKit's 0.40 s spring; the requested duration 1.00 s is not used"),
                "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("d")).filter { $0.hasPrefix("frame-") }.count == 5, "still 0.4 s")
        // The gallery records the sheets as it records every entry: both directions, 0.4 s at 30 fps.
        let docs = try CLIProcess.run(["docs", "--transition", "sheet-detent", "--out", "g"], in: dir)
        #expect(docs.status == 0, "stderr: \(docs.stderr)")
        #expect(docs.stderr.contains("sheet-detent-forward: 13 frames, 400 ms"), "stderr: \(docs.stderr)")
        let gallery = CLIProcess.files(in: dir.appendingPathComponent("g"))
        #expect(gallery.contains("sheet-detent-forward.png") && gallery.contains("sheet-detent-reverse-sheet.png"), "\(gallery)")
    }

    @Test func aSceneFileMayNameASheet() throws {
        let dir = try CLIProcess.temporaryDirectory("sheet-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = """
        {"version": 1, "size": {"width": 390, "height": 844}, "transition": "page-sheet",
         "from": {"backgroundColor": "#0000FF"}, "to": {"backgroundColor": "#FFFFFF"}}
        """
        try Data(scene.utf8).write(to: dir.appendingPathComponent("sheet.json"))
        let f = try frames(["--scene", "sheet.json"], "scene", in: dir)
        #expect(f.count == 5)
        #expect(f.last?[195, 400] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the white sheet")
        #expect(f.last?[195, 15] == PremultipliedColor(r: 0, g: 0, b: 224, a: 255), "the blue root behind it, dimmed by 0.12")
    }
}
