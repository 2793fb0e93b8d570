package import Raster
import Foundation
internal import Transitions

// Displaying layers: setNeedsDisplay marks a layer, and the marked layers display before the
// next frame is drawn (and before a snapshot or render(in:)), as Core Animation displays them
// when the transaction commits; display() draws draw(in:) into a bitmap of the bounds at
// contentsScale that becomes the contents. Layout: setNeedsLayout/layoutIfNeeded run
// layoutSublayers. render(in:) draws the layer tree into a context. Not here: setNeedsDisplay(_:)
// redrawing only a part (the whole layer redraws), drawsAsynchronously.

/// The layers waiting to display or lay out. UIKit code runs on one thread at a time (the
/// recording's), but views may be made on several at once outside a recording (a parallel test
/// run): the queues, like the open transactions, are only touched holding `lock`.
enum DisplayQueue {
    /// Held while a queue or a transaction is read or changed; recursive, since displaying a
    /// layer runs drawing code that may mark more layers or open a transaction.
    static let lock = NSRecursiveLock()
    struct Entry { weak var layer: CALayer? }
    nonisolated(unsafe) static var display: [Entry] = []
    nonisolated(unsafe) static var layout: [Entry] = []
    /// Layers whose shouldRasterize or rasterizationScale changed (checked once per pass).
    nonisolated(unsafe) static var rasterization: [Entry] = []
    /// Layers animating a custom key their class needs display for (CALayer+CustomKeys.swift).
    nonisolated(unsafe) static var customAnimated: [Entry] = []

    static func add(_ layer: CALayer, to queue: inout [Entry]) {
        lock.lock()
        defer { lock.unlock() }
        // Outside a recording nothing drains the queues: drop freed layers whenever the count
        // reaches a power of two (amortised O(1) per add).
        if queue.count >= 4096, queue.count & (queue.count - 1) == 0 { queue.removeAll { $0.layer == nil } }
        queue.append(Entry(layer: layer))
    }
}

extension CALayer {
    /// Marks the layer to display before the next frame.
    public func setNeedsDisplay() {
        guard !displayIsPending else { return }
        displayIsPending = true
        DisplayQueue.add(self, to: &DisplayQueue.display)
    }
    /// Marks the layer to display (the whole layer redraws, not only `r`).
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// True while the layer waits to display.
    public func needsDisplay() -> Bool { displayIsPending }
    /// Displays the layer now if it is marked.
    public func displayIfNeeded() {
        guard displayIsPending else { return }
        displayIsPending = false
        display()
    }

    /// Marks the layer to lay out its sublayers before the next frame.
    public func setNeedsLayout() {
        guard !layoutIsPending else { return }
        layoutIsPending = true
        DisplayQueue.add(self, to: &DisplayQueue.layout)
    }
    /// True while the layer waits to lay out.
    public func needsLayout() -> Bool { layoutIsPending }
    /// Lays out the sublayers now if the layer is marked.
    public func layoutIfNeeded() {
        guard layoutIsPending else { return }
        layoutIsPending = false
        layoutSublayers()
    }

    /// Lays out and then displays every marked layer (again while doing so marks more).
    package static func displayPendingLayers() {
        DisplayQueue.lock.lock()
        defer { DisplayQueue.lock.unlock() }
        let rasterized = DisplayQueue.rasterization
        DisplayQueue.rasterization = []
        for e in rasterized { e.layer?.checkRasterization() }
        markCustomAnimatedLayers()
        defer { clearCustomDisplayValues() }
        var rounds = 0
        var waiting: [DisplayQueue.Entry] = []
        while !(DisplayQueue.layout.isEmpty && DisplayQueue.display.isEmpty), rounds < 64 {
            rounds += 1
            let layout = DisplayQueue.layout
            DisplayQueue.layout = []
            for e in layout { e.layer?.layoutIfNeeded() }
            let display = DisplayQueue.display
            DisplayQueue.display = []
            for e in display {
                // A layer without area waits, still marked, until it has one: a view made at
                // .zero that marks itself in its initialiser draws once laid out, as on a device,
                // where display comes after layout (SPStorkController's close icon).
                if let l = e.layer, l.displayIsPending, l.bounds.width <= 0 || l.bounds.height <= 0 { waiting.append(e); continue }
                e.layer?.displayIfNeeded()
            }
        }
        DisplayQueue.display += waiting
    }

    /// What display() does without a delegate (and the delegate's default display(_:)): a
    /// bitmap of the bounds at contentsScale (opaque black first when `isOpaque`), drawn by
    /// draw(in:); a layer nothing drew into gets no contents.
    public func displayByDrawing() {
        let b = bounds
        guard b.width > 0, b.height > 0, let ctx = CGContext(size: b.size, scale: contentsScale, opaque: isOpaque) else {
            contents = nil
            return
        }
        ctx.translateBy(x: -b.minX, y: -b.minY)
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        setDrawnContents(ctx, scale: contentsScale)
    }

    /// Makes `ctx`'s drawing the contents at `scale` (none when nothing drew and it is not opaque).
    package func setDrawnContents(_ ctx: CGContext, scale: CGFloat) {
        contentsScale = scale
        if ctx.drawingCount == 0 && !ctx.isOpaque { contents = nil; return }
        contents = CGImage(pixmap: ctx.pixmap)
    }

    /// Draws the layer and its sublayers (as they show now) into `ctx`, the bounds at user
    /// space's origin; marked layers display first.
    public func render(in ctx: CGContext) {
        CALayer.displayPendingLayers()
        guard let pixmap = renderedBitmap(size: bounds.size, scale: ctx.deviceScale) else { return }
        let s = ctx.deviceScale
        ctx.draw(pixmap, transform: Transform2D(scaleX: 1 / s, y: 1 / s), what: "CALayer.render(in:)")
    }

    /// The layer tree drawn into a new bitmap of `size` points at `scale` pixels per point
    /// (the bounds stretched to the size), or nil (with a message) when it cannot be drawn.
    package func renderedBitmap(size: CGSize, scale: Double) -> Pixmap? {
        let b = bounds
        guard b.width > 0, b.height > 0, size.width > 0, size.height > 0 else { return nil }
        let k = scale * Double(size.width / b.width)
        guard let w = CGContext.pixelCount(Double(size.width) * scale), let h = CGContext.pixelCount(Double(size.height) * scale),
              let pixmap = Pixmap(width: w, height: h), let renderer = LayerRenderer(width: w, height: h, scale: k) else {
            RecordingLog.error("rendering \(describedForMessages) at \(size) x \(scale) failed: the bitmap is too large")
            return nil
        }
        do { try renderer.renderSnapshot(of: base, at: CACurrentMediaTime(), into: Canvas(target: pixmap)) } catch {
            RecordingLog.error("rendering \(describedForMessages) failed: \(error)")
            return nil
        }
        return pixmap
    }
}
