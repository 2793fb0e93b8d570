import Foundation
import Testing

/// Issue 17 item 12: a scene inside every size limit can still ask for hours of compositing.
/// The work budget refuses it before the first frame; `--time-limit` bounds what is left.
@Suite("Reliability: the work budget and --time-limit", .serialized)
struct ReliabilityWorkBudgetTests {
    @Test("9,990 translucent full-screen rounded rects are refused before rendering, naming the figure and the limit")
    func translucentStackIsRefused() throws {
        let dir = try CLIProcess.temporaryDirectory("work-budget")
        defer { try? FileManager.default.removeItem(at: dir) }
        try HeavyScenes.translucentStack(9990).write(to: dir.appendingPathComponent("heavy.json"))
        // Today's code renders it for about 14 minutes: the timeout turns that into a failure.
        let r = try ReliabilityChild.run(["--scene", "heavy.json", "--out", "out", "--quiet"], in: dir, timeout: 60)
        #expect(!r.timedOut, "still rendering after 60 s")
        #expect(r.status == 1, "stderr: \(r.stderr)")
        // 9,990 rects + the two screens' backgrounds = 9,992 drawing layers, each 1170 x 2532.
        #expect(r.stderr == "error: a frame would composite about 29.6 G device pixels (9992 drawing layers x the pixels each covers), "
            + "more than the --work-limit of 1 G; simplify the scene, lower --scale, or raise --work-limit\n", "stderr: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "the refused render created --out")
    }

    @Test("--work-limit raises the budget; a bad value is a usage error")
    func workLimitOption() throws {
        let dir = try CLIProcess.temporaryDirectory("work-limit")
        defer { try? FileManager.default.removeItem(at: dir) }
        // 40 full-screen rectangles, two backgrounds and the fading group's clear and composite:
        // 44 x 2.96 M = 130.3 M, inside the default; a limit of 100 M refuses it.
        try HeavyScenes.translucentStack(40).write(to: dir.appendingPathComponent("s.json"))
        let refused = try CLIProcess.run(["--scene", "s.json", "--out", "out", "--quiet", "--work-limit", "1e8", "--frames", "0"], in: dir)
        #expect(refused.status == 1 && refused.stderr.contains("about 130.3 M device pixels (42 drawing layers") && refused.stderr.contains("--work-limit of 100 M"),
                "stderr: \(refused.stderr)")
        let allowed = try CLIProcess.run(["--scene", "s.json", "--out", "out", "--quiet", "--work-limit", "2e8", "--frames", "0"], in: dir)
        #expect(allowed.status == 0, "stderr: \(allowed.stderr)")
        #expect(CLIProcess.files(in: dir.appendingPathComponent("out")) == ["frame-0000.png"])
        for bad in ["0", "-5", "inf", "lots"] {
            let r = try CLIProcess.run(["--scene", "s.json", "--out", "out2", "--work-limit", bad], in: dir)
            #expect(r.status == 2 && r.stderr.contains("--work-limit"), "--work-limit \(bad): \(r.stderr)")
        }
    }

    @Test("--time-limit stops a slow render: exit 1, one line with the count, complete frames only")
    func timeLimitStopsTheRender() throws {
        let dir = try CLIProcess.temporaryDirectory("time-limit")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Allowed by a raised budget, each frame takes seconds: the render would take minutes.
        try HeavyScenes.translucentStack(1500).write(to: dir.appendingPathComponent("slow.json"))
        let r = try ReliabilityChild.run(["--scene", "slow.json", "--out", "out", "--quiet", "--jobs", "2", "--work-limit", "1e11",
                                          "--format", "png,apng", "--time-limit", "3"], in: dir, timeout: 60)
        #expect(!r.timedOut, "still rendering after 60 s")
        #expect(r.status == 1, "stderr: \(r.stderr)")
        // Plan (well under a second in release, a few in debug) + 3 s + at most one poll and the exit.
        #expect(r.seconds < 12, "took \(r.seconds) s")
        let out = dir.appendingPathComponent("out")
        let frames = CLIProcess.files(in: out)
        #expect(r.stderr == "error: --time-limit 3 s reached: \(frames.count) of 31 frames written to out/ (complete frames only; "
            + "no animation file); raise --time-limit or simplify the scene\n", "stderr: \(r.stderr)")
        #expect(frames.count < 31)
        #expect(ReliabilityChild.leftoverProblems(in: out).isEmpty, "\(ReliabilityChild.leftoverProblems(in: out))")
    }

    @Test("--time-limit accepts seconds > 0 up to a week")
    func timeLimitValues() throws {
        let dir = try CLIProcess.temporaryDirectory("time-limit-values")
        defer { try? FileManager.default.removeItem(at: dir) }
        for bad in ["0", "-1", "nan", "1e9", "soon"] {
            let r = try CLIProcess.run(["--demo", "ping", "--out", "out", "--time-limit", bad], in: dir)
            #expect(r.status == 2 && r.stderr.contains("--time-limit"), "--time-limit \(bad): \(r.stderr)")
        }
        let ok = try CLIProcess.run(["--demo", "ping", "--scale", "1", "--fps", "5", "--out", "out", "--quiet", "--time-limit", "600"], in: dir)
        #expect(ok.status == 0, "stderr: \(ok.stderr)")
    }
}
