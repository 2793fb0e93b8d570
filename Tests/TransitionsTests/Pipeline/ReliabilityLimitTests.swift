import Foundation
import Raster
import Testing
@testable import Transitions

/// Ceilings on frame counts, canvas sizes and gesture traces: each refused with a one-line
/// message naming the value, before anything the size of the request is allocated.
@Suite("Reliability: render and trace limits")
struct ReliabilityLimitTests {
    @Test("a render over 100000 frames is refused naming the count", arguments: [
        (3600.0, 1000, 3_600_001), (3600.0, 28, 100_801), (101.0, 1000, 101_001),
    ])
    func tooManyFrames(duration: Double, fps: Int, frames: Int) throws {
        let settings = RenderSettings(transition: "cross-dissolve", duration: duration, fps: fps, scale: 1)
        do {
            let plan = try TransitionPlan(scene: DemoScenes.ping, settings: settings)
            Issue.record("planned \(plan.frameCount) frames")
        } catch {
            // The total may exceed the duration a little (animations that outlive the transition).
            guard case .tooManyFrames(let n) = error else { Issue.record("expected tooManyFrames, got \(error)"); return }
            #expect(n >= frames)
            #expect(error.description.contains("\(n) frames") && error.description.contains("100000"), "\(error)")
        }
    }

    @Test("a render just under the ceiling is planned, not refused")
    func justUnderTheCeiling() throws {
        let plan = try TransitionPlan(scene: DemoScenes.ping,
                                      settings: RenderSettings(transition: "cross-dissolve", duration: 99, fps: 1000, scale: 1))
        #expect(plan.frameCount == 99_001)
        #expect(plan.frameCount <= RenderLimits.maximumFrameCount)
    }

    @Test("durations outside (0, 3600] and fps outside 1...1000 are refused", arguments: [
        RenderSettings(duration: 3600.5), RenderSettings(duration: 0), RenderSettings(duration: -1),
        RenderSettings(duration: .nan), RenderSettings(duration: .infinity), RenderSettings(fps: 0),
        RenderSettings(fps: 1001), RenderSettings(fps: .max), RenderSettings(scale: 4.01), RenderSettings(scale: .nan),
    ])
    func outOfRangeSettings(settings: RenderSettings) {
        #expect(throws: PlanError.self) { try TransitionPlan(scene: DemoScenes.ping, settings: settings) }
    }

    @Test("a canvas past 16384 px a side is refused before a frame is allocated")
    func canvasTooLarge() throws {
        let scene = Scene(name: "wide", summary: "wider than any canvas at scale 4", size: Size(width: 5000, height: 100),
                          from: DemoScenes.ping.from, to: DemoScenes.ping.to, transition: "cross-dissolve")
        do {
            _ = try TransitionPlan(scene: scene, settings: RenderSettings(scale: 4))
            Issue.record("planned a 20000 px wide canvas")
        } catch {
            #expect(error == .canvasTooLarge(width: 20000, height: 400))
        }
    }

    @Test("a trace over 100000 samples is refused naming the count")
    func tooManySamples() throws {
        let samples = (0...GestureTrace.maximumSampleCount).map { GestureTrace.Sample(t: Double($0), x: 0, y: 0) }
        #expect(throws: GestureTraceError.tooManySamples("big.json", 100_001)) {
            try GestureTrace(samples: samples, source: "big.json")
        }
    }

    @Test("hostile trace files give one-line errors naming the file", arguments: [
        "", "[]", "{}", "[{\"t\":0,\"x\":0}]", "[{\"t\":\"0\",\"x\":0,\"y\":0}]", "[{\"t\":1e999,\"x\":0,\"y\":0}]",
        "[{\"t\":1,\"x\":0,\"y\":0},{\"t\":0,\"x\":0,\"y\":0}]", String(repeating: "[", count: 100_000),
        "[{\"t\":0,\"x\":0,\"y\":0}", "\u{0}\u{1}\u{2}",
    ])
    func hostileTraces(text: String) {
        do {
            _ = try GestureTrace.parse(Data(text.utf8), source: "trace.json")
            Issue.record("accepted \(text.prefix(40))")
        } catch {
            #expect(error.description.hasPrefix("trace.json: "), "\(error)")
            #expect(!error.description.contains("\n"), "\(error)")
        }
    }
}

/// Transition parameters come from scene files and the command line, so they are hostile too.
@Suite("Reliability: hostile transition parameters")
struct ReliabilityParameterTests {
    /// Found by reading TransitionPlan for this suite: circular-reveal takes `mask-duration`
    /// unchecked, and TransitionPlan converts total · fps to Int before checking that it is
    /// finite or under the ceiling, so 1e300 traps and NaN gives a nonsense plan.
    /// The hostile values; exit tests capture only Codable values, and JSON has no NaN.
    static let maskDurations = [1e300, 1e17, -1, Double.nan, Double.infinity]

    /// Each case runs in a child copy of the test binary; under the whole suite's load on two
    /// cores a child can wait minutes for the CPU, so the limit only catches a hang.
    @Test("regression: a huge, negative or NaN mask-duration is refused or ignored, never a trap",
          .timeLimit(.minutes(5)), arguments: maskDurations.indices)
    func maskDurationIsValidated(index: Int) async {
        await #expect(processExitsWith: .success) { [index] in
            let settings = RenderSettings(fps: 60, scale: 1, parameters: ["mask-duration": Self.maskDurations[index]])
            guard let plan = try? TransitionPlan(scene: DemoScenes.ping, settings: settings) else { return }
            precondition(plan.totalDuration.isFinite && plan.totalDuration >= 0, "total \(plan.totalDuration)")
            precondition((1...RenderLimits.maximumFrameCount).contains(plan.frameCount), "\(plan.frameCount) frames")
        }
    }
}
