import Raster

/// What a worker hands the writer for one frame: the encoded PNG (for `png`) and a copy of the
/// pixels (for `apng` and `sheet`), each only when a requested format needs it. At most
/// `2 x workers` of these wait at once (FrameSequence's bound), so memory stays bounded.
struct RenderedFrame: Sendable {
    let png: [UInt8]?
    let pixels: Pixmap?
}
