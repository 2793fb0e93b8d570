import Raster

/// The offscreen canvases and masks one `LayerRenderer` reuses frame after frame: a canvas per
/// group nesting level and masks by index, each the size of the frame and allocated zeroed, so
/// only the pages a group draws into become resident.
///
/// Once touched a page stays resident, so a tree of 64 nested full-screen groups would keep
/// 64 frame-sized canvases (750 MB at 1170 x 2532). A renderer that must bound that draws the
/// frame in bands of rows (see `FrameBands`) and calls `release()` between bands: every buffer
/// reads back as zeros and the kernel has its pages again, so the peak is one band of each level.
final class OffscreenBufferPool {
    let width: Int
    let height: Int
    private var canvases: [Canvas] = []
    private var masks: [Mask] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The canvas for groups at nesting level `depth` (its clip is the caller's to set).
    func canvas(depth: Int) -> Canvas {
        while canvases.count <= depth { canvases.append(Canvas(target: Pixmap(width: width, height: height)!)) }
        return canvases[depth]
    }

    /// The mask with index `index` (the renderer's scheme: by depth, shadows at +8, clipped contents at +16).
    func mask(_ index: Int) -> Mask {
        while masks.count <= index { masks.append(Mask(width: width, height: height)!) }
        return masks[index]
    }

    /// Returns every buffer's pages to the kernel; each reads back as zeros (transparent).
    func release() {
        for canvas in canvases { canvas.target.releasePixels() }
        for mask in masks { mask.releaseValues() }
    }
}
