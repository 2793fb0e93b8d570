import Foundation
import Raster
import Testing

/// What `render` draws around a transition, run as a process: `--system-ui` draws the status bar,
/// home indicator and corner mask over the same screen; `--appearance dark` turns the status bar's
/// default style to light content (a screen that asks for dark content over its own white keeps it); `--layout-direction rtl` mirrors the system push.
@Suite struct CLIEnvironmentProcessTests {
    /// Renders `args` into `dir/name` and decodes frame `frame`.
    private func frame(_ args: [String], _ name: String, in dir: URL, frame: Int = 0) throws -> Pixmap {
        let r = try CLIProcess.run(args + ["--quiet", "--scale", "1", "--fps", "10", "--out", name], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let file = dir.appendingPathComponent(name).appendingPathComponent(String(format: "frame-%04d.png", frame))
        return try PNG.decode([UInt8](CLIProcess.bytes(file)), source: file.path)
    }

    /// The rows of `a` and `b` in `rows` that differ.
    private func differingRows(_ a: Pixmap, _ b: Pixmap, _ rows: Range<Int>) -> [Int] {
        rows.filter { y in (0..<a.width).contains { x in a[x, y] != b[x, y] } }
    }

    @Test func systemUIDrawsTheBarsAndCornersOverTheSameScreen() throws {
        let dir = try CLIProcess.temporaryDirectory("system-ui")
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["--demo", "ping", "--device", "iphone-16", "--frames", "0..0"]
        let bare = try frame(args, "bare", in: dir), chrome = try frame(args + ["--system-ui"], "chrome", in: dir)
        #expect(bare.width == 393 && bare.height == 852)
        // Between the status bar (59 pt) and the home indicator (the bottom 34 pt), away from the
        // 55 pt corners, the screen is the same.
        #expect(differingRows(bare, chrome, 60..<790).isEmpty)
        #expect(!differingRows(bare, chrome, 0..<54).isEmpty, "the status bar is drawn")
        #expect(!differingRows(bare, chrome, 820..<852).isEmpty, "the home indicator is drawn")
        #expect(chrome[0, 0] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255), "outside the rounded corner is black")
        #expect(bare[0, 0] != chrome[0, 0])
    }

    @Test func darkAppearanceGivesTheDefaultStatusBarLightContent() throws {
        let dir = try CLIProcess.temporaryDirectory("dark")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The showcase list asks for `.default`: dark items in light mode, light ones in dark.
        let args = ["--demo", "navigation", "--device", "iphone-16", "--system-ui", "--frames", "0..0"]
        let light = try frame(args, "light", in: dir), dark = try frame(args + ["--appearance", "dark"], "dark", in: dir)
        let band = (0..<54).flatMap { y in (0..<196).map { x in (x, y) } }
        #expect(band.map { light[$0.0, $0.1].g }.min()! < 50, "dark 9:41 over the light list")
        #expect(band.map { dark[$0.0, $0.1].g }.max()! > 200, "light 9:41 over the dark list")
        // Ping's white screen keeps its seed's fixed colours and asks for dark content: the same frame in either appearance.
        let ping = ["--demo", "ping", "--device", "iphone-16", "--system-ui", "--frames", "0..0"]
        let pingLight = try frame(ping, "ping-light", in: dir), pingDark = try frame(ping + ["--appearance", "dark"], "ping-dark", in: dir)
        #expect(differingRows(pingLight, pingDark, 0..<pingLight.height).isEmpty, "the demo's own fixed colours and its status bar style stay")
    }

    @Test func rightToLeftMirrorsTheSystemPush() throws {
        let dir = try CLIProcess.temporaryDirectory("rtl")
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["--demo", "navigation"]
        let ltrStart = try frame(args, "ltr", in: dir), rtlStart = try frame(args + ["--layout-direction", "rtl"], "rtl", in: dir)
        #expect(differingRows(ltrStart, rtlStart, 0..<ltrStart.height).isEmpty, "the same screen before the push")
        let ltr = try frame(args, "ltr", in: dir, frame: 2), rtl = try frame(args + ["--layout-direction", "rtl"], "rtl", in: dir, frame: 2)
        // Mid-push the incoming screen covers the right part left to right, the left part right to left.
        #expect(!differingRows(ltr, rtl, 0..<ltr.height).isEmpty, "the push is mirrored")
    }
}
