import Foundation
import Testing
import TestSupport
import Raster
import Transitions
import TransitionCatalog

/// `render-transition --demo NAME` for every built-in demo, run as a process.
@Suite("CLI: every demo renders as a process", .uikitTurns)
struct CLIDemoProcessTests {
    @Test("each demo writes its frames and ends on the same pixels as the library's recording",
          arguments: UIKitScene.demos.map(\.name))
    func demoRenders(name: String) throws {
        let dir = try CLIProcess.temporaryDirectory("demo-\(name)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["--demo", name, "--scale", "1", "--fps", "12", "--quiet", "--out", "out"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let recorded = try SceneRecording(scene: try #require(UIKitScene.demo(named: name)), settings: RenderSettings(fps: 12, scale: 1))
        let files = CLIProcess.files(in: dir.appendingPathComponent("out"))
        #expect(files.count == recorded.frameCount)
        let last = try PNG.read(contentsOf: dir.appendingPathComponent("out/\(files.last!)").path)
        #expect(last.hasSamePixels(as: try recorded.recording.frame(recorded.frameCount - 1)))
    }
}
