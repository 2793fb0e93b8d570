import CDeflate
import CPNGSupport

/// A growable byte buffer shared with the C glue (`rt_buffer`), reused frame after frame.
final class ByteBuffer {
    var raw = rt_buffer()

    deinit { rt_buffer_free(&raw) }

    var count: Int { raw.count }

    /// The bytes written so far (valid until the next append).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: raw.bytes, count: raw.count) }

    /// Forgets the contents, keeps the memory.
    func removeAll() { raw.count = 0 }

    /// Appends bytes; false when memory runs out.
    func append(_ source: UnsafeRawBufferPointer) -> Bool {
        guard source.count > 0 else { return true }
        guard rt_buffer_reserve(&raw, source.count) == 0 else { return false }
        (raw.bytes! + raw.count).update(from: source.bindMemory(to: UInt8.self).baseAddress!, count: source.count)
        raw.count += source.count
        return true
    }

    /// Appends a big-endian 32-bit value (PNG's byte order).
    func appendBigEndian(_ value: UInt32) -> Bool {
        withUnsafeBytes(of: value.bigEndian) { append($0) }
    }

    func toArray() -> [UInt8] { Array(bytes) }
}
