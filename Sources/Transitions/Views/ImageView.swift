import Raster

/// UIImageView: shows a bitmap (pixels at `imageScale` per point) as the layer's contents.
package final class ImageView: View {
    package init(frame: Rect, image: Pixmap?, imageScale: Double = 1, contentMode: ContentsGravity = .resize, isOpaque: Bool = false) {
        super.init(frame: frame)
        layer.contents = image
        layer.contentsScale = imageScale
        layer.contentsGravity = contentMode
        layer.contentsAreOpaque = isOpaque
    }
}
