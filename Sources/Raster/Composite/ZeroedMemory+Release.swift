import Glibc

/// Gives a scratch buffer's pages back to the kernel while keeping the buffer, so the next use
/// reads zeros and faults in only what it touches.
///
/// Why: an offscreen the size of the frame costs only the pages a group draws into (see
/// `ZeroedMemory`), but once touched a page stays resident for the life of the renderer. A
/// renderer that draws a frame in bands releases its offscreens between bands, so its peak is
/// one band's worth of every nesting level instead of every level's whole frame.
extension ZeroedMemory {
    /// Zeroes `buffer` by dropping its whole pages (MADV_DONTNEED: private anonymous memory
    /// reads back as zeros) and writing zeros over the partial pages at either end.
    static func release<T: BitwiseCopyable>(_ buffer: UnsafeMutableBufferPointer<T>) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        let raw = UnsafeMutableRawPointer(base)
        let length = buffer.count * MemoryLayout<T>.stride
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: raw) + page - 1) / page * page
        let end = (Int(bitPattern: raw) + length) / page * page
        guard end > start, madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED) == 0 else {
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: length)
            return
        }
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: start - Int(bitPattern: raw))
        (raw + (end - Int(bitPattern: raw))).initializeMemory(as: UInt8.self, repeating: 0, count: Int(bitPattern: raw) + length - end)
    }
}

extension Pixmap {
    /// Makes every pixel transparent and returns the pixel memory to the kernel (see above).
    package func releasePixels() { ZeroedMemory.release(pixels) }
}

extension Mask {
    /// Empties the mask and returns its memory to the kernel (see above).
    package func releaseValues() {
        ZeroedMemory.release(values)
        bounds = IntRect(x: 0, y: 0, width: 0, height: 0)
    }
}
