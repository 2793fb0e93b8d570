import Foundation
import Raster

/// PNG encoders shared by the render workers: each encode borrows one, so there are never more
/// encoders than threads encoding at once and their buffers are reused frame after frame.
final class EncoderPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [PNGEncoder] = []
    let compression: PNGCompression

    init(compression: PNGCompression) { self.compression = compression }

    /// The PNG bytes of `pixmap`.
    func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        let encoder = lock.withLock { idle.popLast() } ?? PNGEncoder(compression: compression)
        defer { lock.withLock { idle.append(encoder) } }
        return try encoder.encode(pixmap)
    }
}
