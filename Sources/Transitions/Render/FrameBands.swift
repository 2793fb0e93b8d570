import Raster

/// The bands of rows a frame is drawn in so the offscreens of its groups stay within a memory
/// budget (issue 17 item 11): one band, the whole frame, unless the tree nests more groups
/// than the budget holds at full height.
///
/// Every pixel of a band is drawn exactly as in a whole-frame draw: paths are rasterized whole
/// and only the rows inside the clip are written, images are sampled at the same positions,
/// and a shadow's working mask reaches past the clip by the blur's extent. So banding changes
/// the peak memory, not a byte (pinned by `FrameBandsTests` on every demo with bands forced).
enum FrameBands {
    /// Bytes per pixel of one nesting level: its RGBA8 canvas and the 8-bit masks it may use.
    static let bytesPerPixelPerLevel = 4 + 1

    /// Row bands covering `height` rows such that `levels` nesting levels of `width`-pixel rows
    /// fit in `budget` bytes; at least `minimumRows` rows a band (each band re-walks the tree).
    static func bands(width: Int, height: Int, levels: Int, budget: Int, minimumRows: Int = 64) -> [IntRect] {
        let perRow = max(1, levels) * width * bytesPerPixelPerLevel
        guard levels > 0, perRow * height > budget else { return [IntRect(x: 0, y: 0, width: width, height: height)] }
        let rows = max(minimumRows, budget / perRow)
        return stride(from: 0, to: height, by: rows).map { IntRect(x: 0, y: $0, width: width, height: min(rows, height - $0)) }
    }

    /// The bands for drawing `root` at `time`. The exact count of nested groups needs each
    /// layer's presentation, which the renderer makes again right after, so it is only taken
    /// when the tree's shape allows more groups than one band holds (every frame of an ordinary
    /// scene skips it).
    static func bands(for root: Layer, at time: Double, width: Int, height: Int, budget: Int) -> [IntRect] {
        let whole = [IntRect(x: 0, y: 0, width: width, height: height)]
        // A backdrop reads pixels around its bounds, across any band's edge.
        if containsBackdrop(root) { return whole }
        if bands(width: width, height: height, levels: mostGroupsPossible(in: root), budget: budget) == whole { return whole }
        return bands(width: width, height: height, levels: nestedGroups(in: root, at: time), budget: budget)
    }

    /// True when a layer of the tree (masks included) draws or may animate a backdrop.
    static func containsBackdrop(_ layer: Layer, depth: Int = 0) -> Bool {
        guard depth < 4096 else { return false }
        if layer.hasBackdrop || layer.animations.contains(where: { $0.animation.keyPath.hasPrefix("backdrop") }) { return true }
        if let m = layer.mask, containsBackdrop(m, depth: depth + 1) { return true }
        return layer.sublayers.contains { containsBackdrop($0, depth: depth + 1) }
    }

    /// An upper bound of `nestedGroups` from the tree's shape alone: every layer on the deepest
    /// chain opening a group, and each mask one more for its own offscreen.
    static func mostGroupsPossible(in root: Layer) -> Int {
        func bound(_ layer: Layer, depth: Int) -> Int {
            guard depth < 4096 else { return 0 }
            var deepest = layer.sublayers.map { bound($0, depth: depth + 1) }.max() ?? 0
            if let mask = layer.mask { deepest = max(deepest, 1 + bound(mask, depth: depth + 1)) }
            return 1 + deepest
        }
        return bound(root, depth: 0)
    }

    /// The most groups open at once while drawing `root` at `time`: the deepest chain of layers
    /// that each get an offscreen (opacity below 1 over more than one drawing, a mask, clipped
    /// sublayers); a mask drawn through its own offscreen counts one more.
    static func nestedGroups(in root: Layer, at time: Double) -> Int {
        var deepest = 0
        func walk(_ model: Layer, open: Int, depth: Int) {
            guard depth < 4096 else { return }
            let layer = model.presentation(at: time)
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let drawings: [Bool] = [
                layer.backgroundColor.map { $0.alpha > 0 } ?? false, layer.hasContents,
                layer.borderWidth > 0, layer.shadowOpacity > 0, (layer as? ShapeLayer)?.path != nil,
                (layer as? DrawingLayer)?.presentedDrawing != nil,
            ]
            let own = drawings.filter { $0 }.count
            let isGroup = model.mask != nil || (layer.masksToBounds && !model.sublayers.isEmpty)
                || (layer.opacity < 1 && own + model.sublayers.count > 1)
            let levels = open + (isGroup ? 1 : 0)
            deepest = max(deepest, levels + (model.mask != nil ? 1 : 0))
            for child in model.sublayers { walk(child, open: levels, depth: depth + 1) }
            if let mask = model.mask { walk(mask, open: levels + 1, depth: depth + 1) }
        }
        walk(root, open: 0, depth: 0)
        return deepest
    }
}
