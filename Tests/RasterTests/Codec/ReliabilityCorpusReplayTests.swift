import Testing
@testable import Raster

/// Replays the checked-in fuzz seeds and found inputs through the decoder with the fuzz
/// target's contract, so a regression shows up in `swift test` without a fuzzing build.
@Suite("Reliability: PNG corpus replay")
struct ReliabilityCorpusReplayTests {
    static let inputs = ReliabilityFixtures.files(in: "png-decode")
        + ReliabilityFixtures.files(in: "crashes").filter { $0.contains("/png-decode-") }

    @Test("the seed corpus is there")
    func corpusPresent() { #expect(Self.inputs.count >= 10) }

    @Test("every input decodes to a premultiplied image within the limits or throws naming the file", arguments: inputs)
    func replay(path: String) throws {
        let pixmap: Pixmap
        do {
            pixmap = try PNG.read(contentsOf: path)
        } catch {
            #expect(error.description.contains(path), "\(error)")
            return
        }
        #expect(pixmap.width <= Pixmap.maximumSide && pixmap.height <= Pixmap.maximumSide)
        for v in pixmap.pixels {
            let a = v >> 24
            #expect(v & 0xff <= a && (v >> 8) & 0xff <= a && (v >> 16) & 0xff <= a, "0x\(String(v, radix: 16)) in \(path)")
        }
    }
}
