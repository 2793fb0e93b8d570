import Foundation
import Raster
import Testing

/// The CLI's scenes stand for an app that turns wherever its device does: the device alone
/// decides (UIKit's phone default for controllers leaves out upside down, which the SE allows).
@Suite struct CLIOrientationProcessTests {
    @Test(arguments: [["--demo", "ping"], ["--demo", "modal-styles"], ["--demo", "showcase", "--transition", "page-sheet"]])
    func theSETurnsUpsideDownForEveryKindOfTransition(_ args: [String]) throws {
        let dir = try CLIProcess.temporaryDirectory("upside-down")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(args + ["--device", "iphone-se-3", "--orientation", "upside-down", "--scale", "1", "--fps", "10",
                                           "--frames", "0..0", "--quiet", "--out", "f"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let file = dir.appendingPathComponent("f/frame-0000.png")
        let frame = try PNG.decode([UInt8](CLIProcess.bytes(file)), source: file.path)
        #expect(frame.width == 375 && frame.height == 667)
    }
}
