import Foundation
import Testing
@testable import Raster

@Suite("Codec APNG writer")
struct CodecAPNGTests {
    /// One chunk as parsed back from the file.
    struct Chunk {
        let type: String, data: [UInt8], crcMatches: Bool
        func u32(_ at: Int) -> UInt32 { UInt32(data[at]) << 24 | UInt32(data[at + 1]) << 16 | UInt32(data[at + 2]) << 8 | UInt32(data[at + 3]) }
        func u16(_ at: Int) -> UInt16 { UInt16(data[at]) << 8 | UInt16(data[at + 1]) }
    }

    /// A bitwise CRC-32 (the PNG polynomial), independent of libpng's.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func chunks(_ file: [UInt8]) -> [Chunk] {
        #expect(Array(file.prefix(8)) == PNGChunks.signature)
        var result: [Chunk] = [], offset = 8
        while offset + 12 <= file.count {
            let length = Int(UInt32(file[offset]) << 24 | UInt32(file[offset + 1]) << 16 | UInt32(file[offset + 2]) << 8 | UInt32(file[offset + 3]))
            let typeAndData = file[(offset + 4)..<(offset + 8 + length)]
            let stored = file[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            result.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
                                crcMatches: crc32(typeAndData) == stored))
            offset += 12 + length
        }
        #expect(offset == file.count)
        return result
    }

    /// Three frames of a circle growing over a UI frame; with `alpha`, a translucent band too.
    static func frames(width: Int, height: Int, alpha: Bool) -> [Pixmap] {
        (0..<3).map { i in
            let frame = CodecTestSupport.uiFrame(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width where (x - width / 2) * (x - width / 2) + (y - 5) * (y - 5) < (i + 1) * 40 {
                    frame[x, y] = PremultipliedColor(r: 255, g: UInt8(60 * i), b: 0, a: 255)
                }
                if alpha && y < 4 {
                    for x in 0..<width { frame[x, y] = PremultipliedColor(r: UInt8(x % 50), g: 10, b: 0, a: UInt8(50 + x % 200)) }
                }
            }
            return frame
        }
    }

    static func run(_ tool: String, _ arguments: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Decodes `path` with apngdis (when installed) and checks each stored frame's full canvas
    /// against `expected` (the canvas each stored frame shows) and its delay file.
    static func checkWithAPNGDis(_ path: String, in dir: String, expected: [Pixmap], delays: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/apngdis") else {
            Issue.record("apngdis is missing: apt-get install apngdis (scripts/install-deps.sh --test)")
            return
        }
        #expect(try Self.run("/usr/bin/apngdis", [path, "split"], in: dir) == 0)
        let digits = expected.count >= 10 ? 2 : 1
        for (i, frame) in expected.enumerated() {
            let name = "\(dir)/split" + String(repeating: "0", count: max(0, digits - String(i + 1).count)) + "\(i + 1)"
            let split = try PNG.read(contentsOf: name + ".png")
            #expect(split.hasSamePixels(as: frame), "apngdis frame \(i + 1)")
            let delay = String(decoding: try PNG.readFile(name + ".txt"), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(delay == "delay=\(delays[i])", "apngdis frame \(i + 1) delay")
        }
    }

    @Test("APNG structure: acTL count, fcTL/fdAT sequence numbers, IDAT first, CRCs, and tools agree",
          arguments: [false, true])
    func structure(alpha: Bool) throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let path = "\(dir)/anim.png"
        let frames = Self.frames(width: 64, height: 40, alpha: alpha)
        let writer = try APNGWriter(path: path, width: 64, height: 40, frameCount: 3, fps: 30, opaque: !alpha)
        for frame in frames { try writer.append(frame) }
        #expect(CodecTestSupport.directoryEntries(dir).count == 1 && !FileManager.default.fileExists(atPath: path))
        try writer.finish()
        #expect(CodecTestSupport.directoryEntries(dir) == ["anim.png"])

        let file = try PNG.readFile(path)
        let chunks = Self.chunks(file)
        #expect(chunks.allSatisfy { $0.crcMatches })
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // The UI frame is coloured: RGB, or RGBA with the translucent band.
        #expect(chunks[0].data[9] == (alpha ? 6 : 2))
        #expect(chunks[1].u32(0) == 3 && chunks[1].u32(4) == 0)
        let sequences = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { $0.u32(0) }
        #expect(sequences == [0, 1, 2, 3, 4])
        let fctls = chunks.filter { $0.type == "fcTL" }
        // The first frame is the whole canvas; later ones only the rectangle where the circle grew.
        #expect(fctls[0].u32(4) == 64 && fctls[0].u32(8) == 40 && fctls[0].u32(12) == 0 && fctls[0].u32(16) == 0)
        for (k, fctl) in fctls.enumerated() {
            #expect(fctl.u16(20) == 1 && fctl.u16(22) == 30 && fctl.data[24] == 0)
            if k > 0 {
                let changed = APNGChangedRegion.between(frames[k - 1], frames[k])!.rect
                #expect(IntRect(x: Int(fctl.u32(12)), y: Int(fctl.u32(16)), width: Int(fctl.u32(4)), height: Int(fctl.u32(8))) == changed)
                #expect(changed.width < 64 && changed.height < 40)
            }
        }
        // The default image (IDAT) is the first frame.
        #expect(try PNG.decode(file, source: path).hasSamePixels(as: frames[0]))
        let decoded = try APNGTestDecoder(file)
        #expect(decoded.frames.count == 3)
        for (i, frame) in frames.enumerated() { #expect(decoded.frames[i].canvas.hasSamePixels(as: frame), "frame \(i)") }

        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pngcheck") {
            #expect(try Self.run("/usr/bin/pngcheck", ["-q", path], in: dir) == 0)
        } else {
            Issue.record("pngcheck is missing: apt-get install pngcheck (scripts/install-deps.sh --test)")
        }
        try Self.checkWithAPNGDis(path, in: dir, expected: frames, delays: ["1/30", "1/30", "1/30"])
    }

    @Test("an abandoned or short animation leaves no file")
    func abandoned() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let frames = Self.frames(width: 16, height: 12, alpha: true)
        do {
            let writer = try APNGWriter(path: "\(dir)/a.png", width: 16, height: 12, frameCount: 3, fps: 10)
            try writer.append(frames[0])
        }
        #expect(CodecTestSupport.directoryEntries(dir).isEmpty)
        let writer = try APNGWriter(path: "\(dir)/b.png", width: 16, height: 12, frameCount: 3, fps: 10)
        try writer.append(frames[0])
        #expect(throws: PNGError.self) { try writer.finish() }
        #expect(CodecTestSupport.directoryEntries(dir).isEmpty)
    }

    @Test("frames that do not fit are refused with the path and the problem")
    func mismatches() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let path = "\(dir)/m.png"
        let writer = try APNGWriter(path: path, width: 16, height: 12, frameCount: 1, fps: 10, opaque: true)
        do { try writer.append(Pixmap(width: 8, height: 8)!); Issue.record("wrong size accepted") } catch {
            #expect(error.description.contains(path) && error.description.contains("8 x 8"))
        }
        do { try writer.append(Self.frames(width: 16, height: 12, alpha: true)[0]); Issue.record("transparent frame accepted") } catch {
            #expect(error.description.contains("opaque"))
        }
        #expect(throws: PNGError.self) { try APNGWriter(path: path, width: 16, height: 12, frameCount: 1, fps: 0) }
        #expect(throws: PNGError.self) { try APNGWriter(path: "\(dir)/missing/x.png", width: 16, height: 12, frameCount: 1, fps: 10) }
    }
}
