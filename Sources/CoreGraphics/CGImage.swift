package import Raster

/// CGImage: a bitmap of premultiplied RGBA pixels.
public final class CGImage: @unchecked Sendable {
    package let pixmap: Pixmap

    package init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// Width in pixels.
    public var width: Int { pixmap.width }
    /// Height in pixels.
    public var height: Int { pixmap.height }
}
