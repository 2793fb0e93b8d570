import CWebP
import Raster

extension WebPPicture {
    /// Initialises the picture as ARGB and copies `pixmap` into it; false when libwebp refuses
    /// (a version mismatch) or cannot allocate. The pixmap must be opaque: its premultiplied
    /// bytes are then the straight RGBA libwebp takes. The caller frees it (`WebPPictureFree`).
    mutating func load(opaque pixmap: Pixmap) -> Bool {
        guard WebPPictureInit(&self) != 0 else { return false }
        width = Int32(pixmap.width)
        height = Int32(pixmap.height)
        use_argb = 1
        return pixmap.pixels.withMemoryRebound(to: UInt8.self) { bytes in
            WebPPictureImportRGBA(&self, bytes.baseAddress, Int32(pixmap.width * 4))
        } != 0
    }
}
