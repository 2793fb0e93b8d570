import Foundation
import Testing
@testable import Transitions

/// The example gesture traces shipped for the README parse and do what their names say.
@Suite("Engine: example gesture traces")
struct GestureFixtureEngineTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/gestures")

    @Test("swipe-finish finishes and swipe-cancel cancels", arguments: [("swipe-finish.json", true), ("swipe-cancel.json", false)])
    func exampleTraces(file: String, finishes: Bool) throws {
        let url = Self.directory.appendingPathComponent(file)
        let trace = try GestureTrace.parse(Data(contentsOf: url), source: url.path)
        let schedule = try InteractiveSchedule(trace: trace, screenWidth: 390, duration: 0.5, fps: 60)
        #expect(schedule.finishes == finishes)
        #expect(schedule.frames.last == (finishes ? .finished : .cancelled))
    }
}
