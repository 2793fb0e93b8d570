import Foundation
import Testing

/// Issue 30, item 7: `--time-limit` did not cover reading and laying out the scene (a 30 MB
/// scene of long texts spent 34 s before frame 0 under `--time-limit 1`), and a scene file of
/// many small values peaked at about 20 times its size before being refused. Now the limit
/// counts from the start, and a JSON document holds at most 2^20 values (32 bytes each).
@Suite("Reliability: scene loading is bounded in time and memory", .serialized)
struct ReliabilitySceneLoadingBoundsTests {
    @Test("a 30 MB scene of 300 texts of 100 000 characters under --time-limit 1: exit 1 within seconds, nothing written")
    func timeLimitCoversLoading() throws {
        let dir = try CLIProcess.temporaryDirectory("scene-time")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = String(String(repeating: "lorem ipsum dolor sit amet ", count: 4000).prefix(100_000))
        let view = #"{"type": "text", "frame": [0, 0, 40, 60], "runs": [{"text": "\#(text)"}]}"#
        let scene = #"{"version": 1, "size": {"width": 40, "height": 60}, "scale": 1, "transition": "cross-dissolve", "duration": 0.1, "#
            + ##""from": {"backgroundColor": "#FFFFFF", "children": ["## + Array(repeating: view, count: 300).joined(separator: ",")
            + ##"]}, "to": {"backgroundColor": "#000000"}}"##
        try Data(scene.utf8).write(to: dir.appendingPathComponent("texts.json"))
        let r = try ReliabilityChild.run(["--scene", "texts.json", "--time-limit", "1", "--out", "o", "--quiet"], in: dir, timeout: 30)
        #expect(!r.timedOut && r.status == 1, "status \(r.status) after \(r.seconds) s: \(r.stderr)")
        #expect(r.stderr == "error: --time-limit 1 s reached while reading and laying out the scene, before any frame; nothing was written; "
                + "raise --time-limit or simplify the scene\n", "stderr: \(r.stderr)")
        #expect(r.seconds < 6, "took \(r.seconds) s")
        #expect(!CLIProcess.files(in: dir).contains("o"))
    }

    @Test("an 8.8 MB scene of 4.4 M numbers: refused at the 2^20th value under 100 MB peak (was 20 times the file)")
    func valueCountBoundsMemory() throws {
        try #require(ReliabilityChild.hasTime, "/usr/bin/time is missing: apt-get install time")
        let dir = try CLIProcess.temporaryDirectory("scene-values")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = #"{"version": 1, "numbers": ["# + Array(repeating: "0", count: 4_400_000).joined(separator: ",") + "]}"
        try Data(scene.utf8).write(to: dir.appendingPathComponent("values.json"))
        let (kilobytes, status) = try ReliabilityChild.peakKilobytes(["--scene", "values.json", "--out", "o"], in: dir)
        #expect(status == 1)
        #expect(kilobytes > 0 && kilobytes < 100_000, "peak \(kilobytes) KB")
    }
}
