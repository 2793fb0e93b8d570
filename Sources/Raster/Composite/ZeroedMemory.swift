import Glibc

/// Zero-filled buffers from calloc, for pixmaps and masks.
///
/// Why not allocate + initialize(repeating: 0): a frame-sized buffer (11.8 MB at 1170 x 2532)
/// comes fresh from the kernel already zero, and calloc knows it, so nothing is written until
/// the pixels are drawn. Writing zeros first faults in and clears every page at once, including
/// the pages of an offscreen that a small masked group never touches: about 6 ms per render
/// worker at that size on this VM, paid again by every worker of a short render.
enum ZeroedMemory {
    /// `count` zeroed values of a plain type (all-zero bytes are a valid value); stops the
    /// process when memory runs out, as Swift's own allocation does.
    static func allocate<T: BitwiseCopyable>(_ type: T.Type, count: Int) -> UnsafeMutableBufferPointer<T> {
        guard let raw = calloc(max(count, 1), MemoryLayout<T>.stride) else {
            fatalError("out of memory allocating \(count) x \(MemoryLayout<T>.stride) bytes")
        }
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: T.self, capacity: count), count: count)
    }

    /// Frees a buffer from `allocate`.
    static func deallocate<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        free(buffer.baseAddress)
    }
}
