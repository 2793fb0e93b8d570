import Foundation
import Raster

/// The GIF timing players honour. A GIF frame's delay is whole centiseconds, and browsers and
/// ffprobe read a delay under 2 cs as 10 cs, so a render above 50 fps written frame for frame
/// (ffmpeg alternates 2 and 1 cs at 60 fps) plays several times too slowly. The GIF therefore
/// keeps an evenly spaced subset of the frames at most 50 a second, always the first and the last,
/// and every delay is at least 2 cs; the hold is the last frame's own delay, not copies of it.
/// ffmpeg encodes the kept frames, then `rewrite` sets each frame's delay in its file.
struct GIFFrameDelays: Equatable {
    /// The indices of the rendered frames the GIF shows, ascending.
    let keptFrames: [Int]
    /// Each kept frame's delay in centiseconds (all ≥ 2), the last one including the hold.
    let delays: [Int]

    /// The smallest delay players take as given (2 cs; a smaller one plays as 10 cs).
    static let minimumDelay = 2

    /// The timing of `frameCount` frames at `fps` followed by `hold` seconds on the last one.
    init(frameCount: Int, fps: Int, hold: Double) {
        let last = max(0, frameCount - 1)
        // Frames apart so that consecutive kept frames are at least 2 cs apart.
        let stride = max(1, (fps * Self.minimumDelay + 99) / 100)
        let intervals = last / stride
        let kept = intervals == 0 ? [last] : (0...intervals).map { Int((Double($0 * last) / Double(intervals)).rounded()) }
        // Times rounded once each, so the delays add up to the run's length without drift.
        func centiseconds(_ seconds: Double) -> Int { Int((seconds * 100).rounded()) }
        let starts = kept.map { centiseconds(Double($0) / Double(fps)) }
        let end = centiseconds(Double(last + 1) / Double(fps) + hold)
        var delays = zip(starts, Array(starts.dropFirst()) + [end]).map { $1 - $0 }
        delays[delays.count - 1] = min(max(delays[delays.count - 1], Self.minimumDelay), Int(UInt16.max))
        keptFrames = kept
        self.delays = delays
    }

    /// Writes `delays` into the Graphic Control Extension of each image of the GIF at `path`, in
    /// place; the file must hold exactly one such extension before each of `delays.count` images.
    func rewrite(_ path: String) throws(OutputError) {
        guard let file = PathBytes.withCString(path, { fopen($0, "r+b") }) else {
            throw OutputError("cannot rewrite the frame delays of \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        func malformed(_ what: String) -> OutputError {
            OutputError("ffmpeg wrote \(path) in a form this tool cannot time (\(what)); please report it with the output of `ffmpeg -version`")
        }
        func byte() throws(OutputError) -> Int {
            let c = fgetc(file)
            guard c != EOF else { throw malformed("it ends early") }
            return Int(c)
        }
        func skip(_ count: Int) throws(OutputError) {
            guard fseek(file, count, SEEK_CUR) == 0 else { throw malformed("a block runs past its end") }
        }
        func skipSubBlocks() throws(OutputError) {
            var size = try byte()
            while size != 0 {
                try skip(size)
                size = try byte()
            }
        }
        // Header "GIF89a", logical screen descriptor, global colour table.
        try skip(10)
        let screenFlags = try byte()
        try skip(2)
        if screenFlags & 0x80 != 0 { try skip(3 << ((screenFlags & 7) + 1)) }
        var delayOffsets: [Int] = []
        var pending: Int?
        var images = 0
        scan: while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                if label == 0xF9 {
                    guard try byte() == 4 else { throw malformed("a graphic control extension of another size") }
                    try skip(1)
                    pending = ftell(file)
                    try skip(3)
                    guard try byte() == 0 else { throw malformed("an unterminated graphic control extension") }
                } else {
                    try skipSubBlocks()
                }
            case 0x2C:
                guard let offset = pending else { throw malformed("an image without a graphic control extension") }
                delayOffsets.append(offset)
                pending = nil
                images += 1
                try skip(8)
                let imageFlags = try byte()
                if imageFlags & 0x80 != 0 { try skip(3 << ((imageFlags & 7) + 1)) }
                try skip(1)
                try skipSubBlocks()
            case 0x3B:
                break scan
            default:
                throw malformed("an unknown block")
            }
        }
        guard images == delays.count else { throw malformed("\(images) images for \(delays.count) frames") }
        for (offset, delay) in zip(delayOffsets, delays) {
            let bytes: [UInt8] = [UInt8(delay & 0xFF), UInt8(delay >> 8)]
            guard fseek(file, offset, SEEK_SET) == 0, fwrite(bytes, 1, 2, file) == 2 else {
                throw OutputError("cannot rewrite the frame delays of \(path): \(String(cString: strerror(errno)))")
            }
        }
        guard fflush(file) == 0 else { throw OutputError("cannot write \(path): \(String(cString: strerror(errno)))") }
    }
}
