import CRasterKernels

/// A box-filtered, reduced copy of a region: how a backdrop blur with a large σ stays cheap.
///
/// Each pixel of the copy is the rounded mean of an f x f block of the region (blocks at the
/// right and bottom edges average the pixels they have). A Gaussian of σ on the full pixels is
/// then close to a Gaussian of σ / f on the copy, drawn back up bilinearly: the box adds a
/// variance of (f² - 1) / 12 and the bilinear tent f² / 6, both small beside σ² once σ >= 2f
/// (the renderer's `BackdropPlan` subtracts them). The kernel is C (box_downsample.c); its
/// simple twin, a per-channel mean, is beside the tests.
extension Pixmap {
    /// The largest reduction `downsampled(region:by:)` takes.
    public static let maximumDownsampleFactor = 16

    /// The region reduced by `factor` (1...16) into `destination`, whose size must be the
    /// region's divided by the factor, rounded up (CRasterKernels' rt_box_downsample).
    public func downsample(region: IntRect, by factor: Int, into destination: Pixmap) {
        let r = region.intersection(bounds)
        precondition(r == region && factor >= 1 && factor <= Self.maximumDownsampleFactor)
        let w = (r.width + factor - 1) / factor, h = (r.height + factor - 1) / factor
        precondition(destination.width == w && destination.height == h, "downsample destination must be \(w) x \(h)")
        rt_box_downsample(pixels.baseAddress! + r.y * width + r.x, Int64(width), Int64(r.width), Int64(r.height),
                          Int64(factor), destination.pixels.baseAddress!)
    }

    /// The region reduced by `factor`; nil when the region is empty.
    public func downsampled(region: IntRect, by factor: Int) -> Pixmap? {
        guard !region.isEmpty, let out = Pixmap(width: (region.width + factor - 1) / factor,
                                                height: (region.height + factor - 1) / factor) else { return nil }
        downsample(region: region, by: factor, into: out)
        return out
    }
}
