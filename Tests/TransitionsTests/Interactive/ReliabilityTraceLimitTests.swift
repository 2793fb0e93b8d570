import Foundation
import Testing
@testable import Transitions

/// Gesture traces come from files, so they are hostile: a ceiling on their samples, and
/// one-line messages naming the file for everything a reader refuses.
@Suite("Reliability: gesture trace limits")
struct ReliabilityTraceLimitTests {
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
