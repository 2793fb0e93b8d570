import Foundation
import Testing
@testable import Transitions

/// Interactive schedules from valid but extreme traces: each is either refused with a
/// PlanError or gives frames whose progress stays in 0...1. The risky cases run in a child
/// process (an exit test) so a trap fails one test instead of killing the suite.
@Suite("Reliability: interactive schedule extremes")
struct ReliabilityScheduleTests {
    /// Builds the schedule; true when it was refused or every frame's progress is in 0...1.
    static func scheduleIsSound(_ samples: [GestureTrace.Sample], width: Double, duration: Double, fps: Int) -> Bool {
        guard let trace = try? GestureTrace(samples: samples),
              let schedule = try? InteractiveSchedule(trace: trace, screenWidth: width, duration: duration, fps: fps)
        else { return true }
        return schedule.frames.allSatisfy { frame in
            if case .progress(let p) = frame { return p >= 0 && p <= 1 }
            return true
        }
    }

    /// Found by reading InteractiveSchedule for the gesture-trace fuzz target: a trace whose
    /// times span more than Double can subtract (t from -1e308 to 1e308) makes the drag time
    /// infinite, and `Int((total * fps).rounded(.up))` traps before the frame-count check.
    @Test("regression: a trace spanning -1e308...1e308 seconds is refused, not a trap")
    func infiniteDragTimeIsRefused() async {
        await #expect(processExitsWith: .success) {
            let samples = [GestureTrace.Sample(t: -1e308, x: 0, y: 0), GestureTrace.Sample(t: 1e308, x: 10, y: 0)]
            precondition(Self.scheduleIsSound(samples, width: 390, duration: 0.35, fps: 60))
        }
    }

    @Test("a trace longer than 100000 frames at the fps is refused", arguments: [60, 1000])
    func longTraceIsRefused(fps: Int) throws {
        let trace = try GestureTrace(samples: [.init(t: 0, x: 0, y: 0), .init(t: 1e6, x: 10, y: 0)])
        #expect(throws: PlanError.self) { try InteractiveSchedule(trace: trace, screenWidth: 390, duration: 0.35, fps: fps) }
    }

    /// Extreme but finite traces (huge x, subnormal times, equal times, far-future times).
    static let extremeTraces: [[GestureTrace.Sample]] = [
        [.init(t: 0, x: -1e308, y: 0), .init(t: 0.1, x: 1e308, y: 0)],
        [.init(t: 0, x: 0, y: 0), .init(t: .leastNonzeroMagnitude, x: 1, y: 0)],
        [.init(t: 0, x: 0, y: 0), .init(t: 0, x: 500, y: 0), .init(t: 0, x: -500, y: 0)],
        [.init(t: 1e15, x: 3, y: 0), .init(t: 1e15, x: 4, y: 0)],
    ]

    // Exit tests capture only Codable values, so the case is passed by index.
    @Test("extreme but finite traces give progress in 0...1", arguments: extremeTraces.indices)
    func extremeTraceIsSound(index: Int) async {
        await #expect(processExitsWith: .success) { [index] in
            precondition(Self.scheduleIsSound(Self.extremeTraces[index], width: 390, duration: 0.35, fps: 60))
        }
    }

    /// fixtures/fuzz/crashes/gesture-trace-*.json: the inputs the gesture-trace fuzz target
    /// stopped on (nan-progress: x from -1e308 to 1e308 within 1e-9 s; infinite-drag-time).
    static let crashInputs: [String] = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Tests/TransitionsTests/Interactive/ReliabilityScheduleTests.swift
        let dir = parts.joined(separator: "/") + "/fixtures/fuzz/crashes"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasPrefix("gesture-trace-") }.sorted().map { "\(dir)/\($0)" }
    }()

    @Test("regression: the gesture-trace fuzz crash inputs parse and schedule soundly at every CLI extreme",
          arguments: crashInputs)
    func fuzzCrashInputReplays(path: String) async {
        await #expect(processExitsWith: .success) { [path] in
            let data = FileManager.default.contents(atPath: path) ?? Data()
            guard let trace = try? GestureTrace.parse(data, source: path) else { return }
            for (width, duration, fps) in [(390.0, 0.35, 60), (1.0, 3600.0, 1000), (16384.0, 0.001, 1)] {
                precondition(Self.scheduleIsSound(trace.samples, width: width, duration: duration, fps: fps), "\(path) at \(fps) fps")
            }
        }
    }
}
