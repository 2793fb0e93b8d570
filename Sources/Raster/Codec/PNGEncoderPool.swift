import Foundation

/// PNG encoders shared by the render workers: each encode borrows one, so there are never more
/// encoders than threads encoding at once and their buffers are reused frame after frame.
package final class PNGEncoderPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [PNGEncoder] = []
    package let compression: PNGCompression

    package init(compression: PNGCompression) { self.compression = compression }

    /// The PNG bytes of `pixmap`.
    package func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        let encoder = lock.withLock { idle.popLast() } ?? PNGEncoder(compression: compression)
        defer { lock.withLock { idle.append(encoder) } }
        return try encoder.encode(pixmap)
    }
}
