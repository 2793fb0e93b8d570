// libFuzzer target: arbitrary bytes as a `--gesture` trace file through GestureTrace.parse,
// then every accepted trace through InteractiveSchedule at a table of screen widths, durations
// and frame rates (the extremes the CLI accepts). A parse either throws GestureTraceError or
// yields samples that are finite and in time order; a schedule either throws PlanError or has
// 1...maximumFrameCount frames whose progress is within 0...1.
import Foundation
import FuzzSupport
import Transitions

/// (screen width in points, duration in seconds, fps): ordinary, and the CLI's extremes.
let scheduleSettings: [(width: Double, duration: Double, fps: Int)] = [
    (390, 0.35, 60), (1, 3600, 1000), (16384, 0.001, 1), (390, 1, 1000),
]

/// libFuzzer's entry point: one input per call; returns 0 (the input is always kept).
@_cdecl("LLVMFuzzerTestOneInput")
public func gestureTraceFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let trace: GestureTrace
    do {
        trace = try GestureTrace.parse(Data(input.bytes), source: "fuzz.json")
    } catch {
        fuzzCheck(!error.description.isEmpty, "empty error message")
        return 0
    }
    let s = trace.samples
    fuzzCheck(!s.isEmpty && s.count <= GestureTrace.maximumSampleCount, "accepted \(s.count) samples")
    for (i, sample) in s.enumerated() {
        fuzzCheck(sample.t.isFinite && sample.x.isFinite && sample.y.isFinite, "accepted non-finite sample \(i)")
        fuzzCheck(i == 0 || sample.t >= s[i - 1].t, "accepted sample \(i) out of time order")
    }
    for setting in scheduleSettings {
        let schedule: InteractiveSchedule
        do {
            schedule = try InteractiveSchedule(trace: trace, screenWidth: setting.width,
                                               duration: setting.duration, fps: setting.fps)
        } catch {
            continue
        }
        let frames = schedule.frames
        fuzzCheck(!frames.isEmpty && frames.count <= 100_000, "schedule of \(frames.count) frames")
        fuzzCheck(schedule.releaseProgress >= 0 && schedule.releaseProgress <= 1,
                  "release progress \(schedule.releaseProgress)")
        for (i, frame) in frames.enumerated() {
            switch frame {
            case .progress(let p): fuzzCheck(p >= 0 && p <= 1, "frame \(i) at progress \(p) (\(setting))")
            case .finished, .cancelled: fuzzCheck(i == frames.count - 1, "end state at frame \(i) of \(frames.count)")
            }
        }
    }
    return 0
}
