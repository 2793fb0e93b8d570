import Foundation
import Testing

/// `--appearance` and `--layout-direction`: an unknown name is refused naming the known ones
/// (exit 2); the defaults render as before (what dark and rtl draw: CLIEnvironmentProcessTests).
@Suite struct CLIAppearanceOptionProcessTests {
    static let base = ["--scale", "1", "--fps", "10", "--out", "out"]

    @Test(arguments: [
        (["--appearance", "dim"], "--appearance 'dim' is not one of light, dark"),
        (["--appearance", "drak"], "--appearance 'drak' is not one of light, dark; did you mean 'dark'?"),
        (["--layout-direction", "rtk"], "--layout-direction 'rtk' is not one of ltr, rtl; did you mean 'rtl'?"),
    ])
    func refusedWithExitTwo(_ extra: [String], _ message: String) throws {
        let dir = try CLIProcess.temporaryDirectory("appearance")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIProcess.run(Self.base + extra, in: dir)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(message), "stderr: \(r.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")).isEmpty)
    }

    @Test func theDefaultsRenderTheSameBytes() throws {
        let dir = try CLIProcess.temporaryDirectory("appearance-default")
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["--demo", "ping", "--scale", "1", "--fps", "10", "--quiet", "--frames", "3"]
        #expect(try CLIProcess.run(args + ["--out", "plain"], in: dir).status == 0)
        #expect(try CLIProcess.run(args + ["--appearance", "light", "--layout-direction", "ltr", "--out", "named"], in: dir).status == 0)
        let names = CLIProcess.files(in: dir.appendingPathComponent("plain"))
        #expect(names == CLIProcess.files(in: dir.appendingPathComponent("named")) && !names.isEmpty)
        for name in names {
            #expect(try CLIProcess.bytes(dir.appendingPathComponent("plain/\(name)")) == CLIProcess.bytes(dir.appendingPathComponent("named/\(name)")))
        }
    }
}
