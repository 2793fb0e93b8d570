import Foundation
import Raster
import Testing

/// `--to-text` cuts the to-screenshot's text box out into its own flying view; the hole it
/// leaves shows while the text flies in, so it is filled with the colour just outside the
/// box (a card or list row), not the screen's most common corner colour (often a white
/// navigation bar), and with `--background` when that is given.
@Suite("Reliability: the --to-text hole takes the colour around the box")
struct ReliabilityScreenshotTextHoleTests {
    static let blue = Color(r: 0, g: 0, b: 255), red = Color(r: 255, g: 0, b: 0), grey = Color(r: 136, g: 136, b: 136)

    /// A 60 x 120 to-screen: white navigation and tab bars (all four corners white), a blue
    /// body, and red "text" inside the box 10,50,40,20.
    static func writeScreens(in dir: URL) throws {
        try CLIProcess.writePNG(dir.appendingPathComponent("a.png"), width: 60, height: 120, color: grey)
        var changes: [(Int, Int, Color)] = []
        for y in 0..<120 {
            for x in 0..<60 {
                let bar = y < 20 || y >= 110
                let text = x >= 16 && x < 44 && y >= 56 && y < 64
                changes.append((x, y, bar ? .white : text ? red : blue))
            }
        }
        try CLIProcess.writePNG(dir.appendingPathComponent("b.png"), width: 60, height: 120, color: blue, changes: changes)
    }

    /// Frame 1 at 10 fps (t = 0.1 s): the mask has grown well past the box, the text has not
    /// started to fade in (0.1 s delay), so the box shows the hole.
    static func holeFrame(_ extra: [String], in dir: URL, out: String) throws -> Pixmap {
        let r = try CLIProcess.run(["--from", "a.png", "--to", "b.png", "--to-text", "10,50,40,20", "--trigger", "25,55,10,10",
                                    "--transition", "circular-reveal", "--fps", "10", "--frames", "1..1", "--out", out, "--quiet"] + extra, in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        return try PNG.read(contentsOf: dir.appendingPathComponent("\(out)/frame-0001.png").path)
    }

    static func close(_ a: PremultipliedColor, _ b: Color) -> Bool {
        let b = b.premultiplied
        return abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2
    }

    @Test("the hole is the ring's blue, not the corners' white; --background fills it instead when given")
    func holeColour() throws {
        let dir = try CLIProcess.temporaryDirectory("text-hole")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeScreens(in: dir)
        // Inside the box, away from its centre where the (still invisible) text starts.
        let probes = [(12, 52), (46, 68), (18, 60), (42, 58)]
        let frame = try Self.holeFrame([], in: dir, out: "ring")
        for (x, y) in probes {
            #expect(Self.close(frame[x, y], Self.blue), "(\(x), \(y)) is \(frame[x, y]), not the blue around the box")
        }
        // Outside the box (inside the grown mask) the to-screen shows as it is.
        #expect(Self.close(frame[8, 60], Self.blue) && Self.close(frame[30, 45], Self.blue), "\(frame[8, 60]), \(frame[30, 45])")
        let green = Color(r: 0, g: 255, b: 0)
        let given = try Self.holeFrame(["--background", "#00FF00"], in: dir, out: "given")
        for (x, y) in probes {
            #expect(Self.close(given[x, y], green), "(\(x), \(y)) is \(given[x, y]), not --background #00FF00")
        }
    }
}
