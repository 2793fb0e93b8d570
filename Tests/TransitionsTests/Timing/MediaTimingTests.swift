import Testing
@testable import Transitions
import TestSupport

@Suite("Timing: MediaTiming")
struct MediaTimingTests {
    /// One row: a label, the timing, a parent time and the expected local time (nil = inactive).
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let timing: MediaTiming
        let parentTime: Double
        let expected: Double?
        var testDescription: String { "\(label) at \(parentTime) -> \(expected.map { "\($0)" } ?? "nil")" }
        init(_ label: String, _ timing: MediaTiming, _ parentTime: Double, _ expected: Double?) {
            self.label = label; self.timing = timing; self.parentTime = parentTime; self.expected = expected
        }
    }

    static let one = MediaTiming(duration: 1)
    static func fill(_ mode: FillMode) -> MediaTiming { MediaTiming(beginTime: 1, duration: 1, fillMode: mode) }

    static let fillCases: [Case] = [
        Case("removed, before", fill(.removed), 0.5, nil),
        Case("removed, at start", fill(.removed), 1, 0),
        Case("removed, during", fill(.removed), 1.25, 0.25),
        Case("removed, at end", fill(.removed), 2, nil),
        Case("removed, after", fill(.removed), 3, nil),
        Case("forwards, before", fill(.forwards), 0.5, nil),
        Case("forwards, during", fill(.forwards), 1.5, 0.5),
        Case("forwards, at end", fill(.forwards), 2, 1),
        Case("forwards, after", fill(.forwards), 9, 1),
        Case("backwards, before", fill(.backwards), 0.5, 0),
        Case("backwards, during", fill(.backwards), 1.75, 0.75),
        Case("backwards, after", fill(.backwards), 3, nil),
        Case("both, before", fill(.both), -4, 0),
        Case("both, during", fill(.both), 1.5, 0.5),
        Case("both, after", fill(.both), 3, 1),
    ]

    static let rateCases: [Case] = [
        Case("speed 2", MediaTiming(duration: 1, speed: 2), 0.25, 0.5),
        Case("speed 2 ends at half the parent time", MediaTiming(duration: 1, speed: 2), 0.5, nil),
        Case("speed 2 holds the end", MediaTiming(duration: 1, speed: 2, fillMode: .forwards), 0.6, 1),
        Case("speed 2 scales time after beginTime", MediaTiming(beginTime: 1, duration: 1, speed: 2), 1.25, 0.5),
        Case("speed 0.5", MediaTiming(duration: 1, speed: 0.5), 1.5, 0.75),
        Case("duration 0 means 0.25 s", MediaTiming(), 0.125, 0.125),
        Case("duration 0 ends at 0.25 s", MediaTiming(), 0.3, nil),
    ]

    static let offsetCases: [Case] = [
        Case("offset starts part-way", MediaTiming(duration: 1, timeOffset: 0.4), 0, 0.4),
        Case("offset runs on", MediaTiming(duration: 1, timeOffset: 0.4), 0.5, 0.9),
        Case("offset wraps around", MediaTiming(duration: 1, timeOffset: 0.4), 0.7, 0.1),
        Case("offset does not move the end", MediaTiming(duration: 1, timeOffset: 0.4), 1, nil),
        Case("offset, forwards holds the frame before the wrap point",
             MediaTiming(duration: 1, timeOffset: 0.4, fillMode: .forwards), 2, 0.4),
        Case("offset, backwards shows the offset frame",
             MediaTiming(beginTime: 1, duration: 1, timeOffset: 0.4, fillMode: .backwards), 0, 0.4),
        Case("speed 0 shows the offset frame", MediaTiming(duration: 2, speed: 0, timeOffset: 0.6), 0, 0.6),
        Case("speed 0 ignores parent time", MediaTiming(duration: 2, speed: 0, timeOffset: 0.6), 1000, 0.6),
        Case("speed 0 with offset = duration wraps to the start",
             MediaTiming(duration: 2, speed: 0, timeOffset: 2), 0, 0),
    ]

    static let repeatCases: [Case] = [
        Case("repeat 3, third iteration", MediaTiming(duration: 1, repeatCount: 3), 2.5, 0.5),
        Case("repeat 3, ended", MediaTiming(duration: 1, repeatCount: 3), 3, nil),
        Case("repeat 3, forwards holds 1", MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards), 3, 1),
        Case("repeat 2.5, last half", MediaTiming(duration: 1, repeatCount: 2.5), 2.25, 0.25),
        Case("repeat 2.5, forwards holds the half", MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards), 4, 0.5),
        Case("repeat forever", MediaTiming(duration: 1, repeatCount: .infinity), 1000.25, 0.25),
        Case("autoreverse, forward half", MediaTiming(duration: 1, autoreverses: true), 0.25, 0.25),
        Case("autoreverse, backward half", MediaTiming(duration: 1, autoreverses: true), 1.25, 0.75),
        Case("autoreverse, turning point", MediaTiming(duration: 1, autoreverses: true), 1, 1),
        Case("autoreverse, forwards ends at the start", MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards), 2, 0),
        Case("autoreverse, repeat 1.5 ends at the far end",
             MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards), 5, 1),
        Case("autoreverse, repeat 2, second pass back", MediaTiming(duration: 1, repeatCount: 2, autoreverses: true), 3.5, 0.5),
        Case("layer timing never ends", .layer(), 1e6, 1e6),
        Case("layer timing with speed and offset", .layer(speed: 2, timeOffset: 3), 10, 23),
    ]

    private func check(_ c: Case) {
        let got = c.timing.localTime(at: c.parentTime)
        switch (got, c.expected) {
        case (nil, nil): break
        case let (g?, e?): expectApproximatelyEqual(g, e, within: 1e-12, "\(c.label): got \(g), expected \(e)")
        default: Issue.record("\(c.label): got \(String(describing: got)), expected \(String(describing: c.expected))")
        }
    }

    @Test("each fill mode before, during and after the active period", arguments: fillCases)
    func fillModes(c: Case) { check(c) }

    @Test("speed, beginTime and the implicit duration", arguments: rateCases)
    func rates(c: Case) { check(c) }

    @Test("timeOffset shifts the phase and wraps; speed 0 pauses at the offset", arguments: offsetCases)
    func offsets(c: Case) { check(c) }

    @Test("repeats and autoreverse fold time into one iteration", arguments: repeatCases)
    func repeats(c: Case) { check(c) }

    @Test("progress is local time over duration")
    func progress() {
        let t = MediaTiming(beginTime: 0.1, duration: 0.5, fillMode: .both)
        #expect(t.progress(at: 0) == 0)
        expectApproximatelyEqual(t.progress(at: 0.35)!, 0.5, within: 1e-12)
        #expect(t.progress(at: 1) == 1)
        #expect(MediaTiming(duration: 0.5).progress(at: 1) == nil)
    }

    @Test("an interactive transition scrubs through a paused container layer",
          arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.999])
    func interactiveScrub(progress: Double) throws {
        let duration = 0.35
        let container = MediaTiming.layer(pausedAt: progress, of: duration)
        let animation = MediaTiming(duration: duration)
        for wallClock in [0.0, 1.0, 123.4] {
            let layerTime = try #require(container.localTime(at: wallClock))
            let p = try #require(animation.progress(at: layerTime))
            expectApproximatelyEqual(p, progress, within: 1e-12)
        }
    }

    @Test("scrubbed to the very end, the animation has ended: model value, or the end with fill forwards")
    func interactiveScrubToEnd() throws {
        let layerTime = try #require(MediaTiming.layer(pausedAt: 1, of: 0.35).localTime(at: 5))
        #expect(MediaTiming(duration: 0.35).progress(at: layerTime) == nil)
        #expect(MediaTiming(duration: 0.35, fillMode: .forwards).progress(at: layerTime) == 1)
    }

    @Test("fill modes report which side they cover")
    func fillModeSides() {
        #expect(FillMode.allCases.filter(\.fillsForwards) == [.forwards, .both])
        #expect(FillMode.allCases.filter(\.fillsBackwards) == [.backwards, .both])
    }
}
