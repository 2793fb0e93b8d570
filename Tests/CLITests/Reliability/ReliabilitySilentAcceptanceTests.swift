import Foundation
import Raster
import Testing

/// Scene content the renderer cannot honour is said, never silently replaced by a default: a
/// parameter the transition does not have is refused (exit 1, the transition's parameter list
/// and the nearest name), and an uninstalled font family renders with a warning naming the
/// fallback.
@Suite("Reliability: unknown parameters and missing fonts are never silent")
struct ReliabilitySilentAcceptanceTests {
    static func scene(transition: String, parameters: String, family: String = "System") -> String {
        """
        {"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "\(transition)", "duration": 0.1,
         "parameters": \(parameters),
         "from": {"backgroundColor": "#FFFFFF", "children": [{"type": "text", "frame": [2, 2, 36, 20],
                  "runs": [{"text": "Hi", "font": {"family": "\(family)", "size": 12}}]}]},
         "to": {"backgroundColor": "#000000"}}
        """
    }

    @Test("a misspelt parameter: exit 1 naming it, the nearest name and the transition's parameters; nothing written")
    func unknownParameter() throws {
        let dir = try CLIProcess.temporaryDirectory("unknown-parameter")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(transition: "partial-curl", parameters: #"{"curl-radus": 20}"#).utf8).write(to: dir.appendingPathComponent("curl.json"))
        try Data(Self.scene(transition: "cross-dissolve", parameters: #"{"mask-duration": 2}"#).utf8).write(to: dir.appendingPathComponent("fade.json"))
        var r = try CLIProcess.run(["--scene", "curl.json", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr == "error: the scene's \"parameters\" name 'curl-radus', which transition 'partial-curl' does not have; "
                + "did you mean 'curl-radius'? its parameters: curl-angle, curl-radius, curl-stop\n", "stderr: \(r.stderr)")
        r = try CLIProcess.run(["--scene", "fade.json", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("'mask-duration', which transition 'cross-dissolve' does not have; it takes no parameters"),
                "stderr: \(r.stderr)")
        #expect(!CLIProcess.files(in: dir).contains("out"))
    }

    @Test("a known parameter still renders, and changes the output")
    func knownParameterApplies() throws {
        let dir = try CLIProcess.temporaryDirectory("known-parameter")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(transition: "partial-curl", parameters: #"{"curl-radius": 5}"#).utf8).write(to: dir.appendingPathComponent("a.json"))
        try Data(Self.scene(transition: "partial-curl", parameters: #"{}"#).utf8).write(to: dir.appendingPathComponent("b.json"))
        for name in ["a", "b"] {
            let r = try CLIProcess.run(["--scene", "\(name).json", "--fps", "20", "--out", name, "--quiet"], in: dir)
            #expect(r.status == 0, "stderr: \(r.stderr)")
        }
        #expect(try CLIProcess.bytes(dir.appendingPathComponent("a/frame-0001.png")) != CLIProcess.bytes(dir.appendingPathComponent("b/frame-0001.png")))
    }

    @Test("an uninstalled font family renders with one warning naming the family and the fallback")
    func missingFontWarns() throws {
        let dir = try CLIProcess.temporaryDirectory("missing-font")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scene(transition: "cross-dissolve", parameters: "{}", family: "Helvetica Neue").utf8).write(to: dir.appendingPathComponent("s.json"))
        let r = try CLIProcess.run(["--scene", "s.json", "--fps", "20", "--out", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr == "warning: font family \"Helvetica Neue\" is not installed; using Inter\n", "stderr: \(r.stderr)")
    }
}
