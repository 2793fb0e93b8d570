import Glibc
@testable import Raster

/// Shared helpers for the codec tests: fixtures, scratch directories, IHDR bytes.
enum CodecTestSupport {
    /// fixtures/png, found from this file's location.
    static let fixtureDirectory: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Tests/RasterTests/Codec/CodecTestSupport.swift
        return parts.joined(separator: "/") + "/fixtures/png"
    }()

    static func fixture(_ name: String) -> String { "\(fixtureDirectory)/\(name)" }

    /// A fresh empty directory under /tmp.
    static func scratchDirectory() -> String {
        var template = Array("/tmp/codec-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func directoryEntries(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func removeTree(_ path: String) {
        for name in directoryEntries(path) { unlink("\(path)/\(name)") }
        rmdir(path)
    }

    /// The IHDR colour type byte of an encoded PNG (2 = RGB, 6 = RGBA).
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    /// A deterministic pseudo-random generator (fixed seed) for test images.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// An opaque UI-like frame: flat background, a circle, bands of text-like noise.
    static func uiFrame(width: Int, height: Int) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        p.clear(to: PremultipliedColor(r: 242, g: 242, b: 247, a: 255))
        var rng = SplitMix(state: 42)
        let cx = Double(width) / 2, cy = Double(height) / 2, radius = Double(min(width, height)) * 0.35
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - cx, dy = Double(y) - cy
                if dx * dx + dy * dy < radius * radius {
                    p.pixels[y * width + x] = PremultipliedColor(r: 0, g: 122, b: 255, a: 255).packed
                }
            }
        }
        // Text-like rows: every 60 px a 20 px band with sparse dark glyph pixels.
        var y = 40
        while y + 20 < height {
            for row in y..<(y + 20) {
                for x in 32..<(width - 32) where rng.next() % 5 == 0 {
                    let v = UInt8(rng.next() % 120)
                    p.pixels[row * width + x] = PremultipliedColor(r: v, g: v, b: v, a: 255).packed
                }
            }
            y += 60 + Int(rng.next() % 40)
        }
        return p
    }
}
