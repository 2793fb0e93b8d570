/// File paths are bytes, not text: a command-line argument such as `o\xffut` must reach
/// open(2) and mkdir(2) as those exact bytes, which a Swift `String` cannot hold.
///
/// Paths therefore travel as `String`s in which each byte that is not part of valid UTF-8 is
/// carried by one private-use scalar (U+10FF80...U+10FFFF for bytes 0x80...0xFF, the idea of
/// Python's surrogateescape; Swift strings cannot hold lone surrogates). Every system call on a
/// path goes through `withCString`, which turns those scalars back into their bytes, and
/// messages show them as `\xHH`. A real name containing these scalars is read as the bytes
/// they stand for; such names do not occur in practice.
package enum PathBytes {
    /// The scalar value standing for byte 0.
    static let base: UInt32 = 0x10FF00

    /// The path spelled by `bytes` (e.g. from `argv`), with invalid UTF-8 bytes carried losslessly.
    package static func string(_ bytes: some Collection<UInt8>) -> String {
        let a = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < a.count {
            let lead = a[i]
            // The sequence length the lead byte announces (0: never valid as a lead).
            let length = lead < 0x80 ? 1 : (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 0
            if length > 0, i + length <= a.count, let valid = String(validating: a[i..<i + length], as: UTF8.self) {
                scalars.append(contentsOf: valid.unicodeScalars)
                i += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(lead))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a path string stands for.
    package static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) { out.append(byte) } else { out.append(contentsOf: String(scalar).utf8) }
        }
        return out
    }

    /// Calls `body` with the path's bytes as a NUL-terminated C string.
    package static func withCString<R, E: Error>(_ path: String, _ body: (UnsafePointer<CChar>) throws(E) -> R) throws(E) -> R {
        var raw = bytes(path).map { CChar(bitPattern: $0) }
        raw.append(0)
        let result: Result<R, E> = raw.withUnsafeBufferPointer { buffer in
            do throws(E) { return .success(try body(buffer.baseAddress!)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The byte a scalar carries, or nil for an ordinary scalar.
    package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (base + 0x80...base + 0xFF).contains(scalar.value) ? UInt8(scalar.value - base) : nil
    }
}
