import TestSupport
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

    /// A fresh empty directory under $TMPDIR (else /tmp). The caller removes it:
    /// `defer { CodecTestSupport.removeTree(dir) }` on the next line.
    static func scratchDirectory() -> String {
        let root = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let parent = root.hasSuffix("/") ? String(root.dropLast()) : root
        var template = Array("\(parent)/codec-test-XXXXXX".utf8CString)
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

    /// Removes `path` and everything below it (symlinks are removed, not followed).
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in directoryEntries(path) { removeTree("\(path)/\(name)") }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The IHDR colour type byte of an encoded PNG (2 = RGB, 6 = RGBA).
    static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    /// An opaque UI-like frame: flat background, a circle, bands of text-like noise.
    static func uiFrame(width: Int, height: Int) -> Pixmap {
        let p = Pixmap(width: width, height: height)!
        p.clear(to: PremultipliedColor(r: 242, g: 242, b: 247, a: 255))
        var rng = SplitMix64(state: 42)
        let cx = Double(width) / 2, cy = Double(height) / 2, radius = Double(min(width, height)) * 0.35
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - cx, dy = Double(y) - cy
                if dx * dx + dy * dy < radius * radius {
                    p.pixels[y * width + x] = PremultipliedColor(r: 0, g: 122, b: 255, a: 255).packed
                }
            }
        }
        // Text-like lines: every 48-90 px a line of 5 x 7 pseudo-glyphs drawn 2x, dark grey.
        var glyphs: [[Bool]] = []
        for _ in 0..<26 { glyphs.append((0..<35).map { _ in rng.next() % 3 == 0 }) }
        var y = 40
        while y + 14 < height {
            var x = 32
            let lineEnd = 32 + Int(rng.next() % UInt64(max(1, width - 64)))
            while x + 12 < lineEnd {
                if rng.next() % 6 == 0 { x += 12; continue } // a space
                let glyph = glyphs[Int(rng.next() % 26)]
                for gy in 0..<14 {
                    for gx in 0..<10 where glyph[(gy / 2) * 5 + gx / 2] {
                        p.pixels[(y + gy) * width + x + gx] = PremultipliedColor(r: 28, g: 28, b: 30, a: 255).packed
                    }
                }
                x += 12
            }
            y += 48 + Int(rng.next() % 42)
        }
        return p
    }
}
