import Raster

// A frame with the system's drawing above the app's: a device recording's status bar and home
// indicator (in the window's coordinates, so they turn with it) and the screen's corners (in
// the screen's physical coordinates, which a turning window does not move).

extension FrozenFrame {
    /// Freezes `layer`'s subtree, then `overlay` above it in its coordinates and `physical`
    /// above that in the screen's (`addSystemLayers`).
    package convenience init(freezing layer: Layer, overlay: Layer?, physical: Layer?, at time: Double, label: Double) {
        self.init(freezing: layer, at: time, label: label)
        addSystemLayers(overlay: overlay, physical: physical, at: time)
    }

    /// Freezes `overlay` above the frame's tree in its coordinates and `physical` above that in
    /// the screen's: where the tree is turned (a window rotating), `physical` is turned back
    /// about the tree's centre, whose bounds centre is the screen's centre. Separate from the
    /// freezing of the tree so that the system can look at the app's frame first (the home
    /// indicator's colour, RegionLuma).
    package func addSystemLayers(overlay: Layer?, physical: Layer?, at time: Double) {
        if let overlay { root.addSublayer(overlay.frozenSubtree(at: time)) }
        guard let physical else { return }
        let frozen = physical.frozenSubtree(at: time)
        let t = root.transform
        if t != .identity {
            // A turn is a rotation in the plane (no perspective, no translation): its inverse
            // is its transpose, applied about the centre of the turned layer's bounds.
            frozen.transform = Transform3D(m11: t.m11, m12: t.m21, m13: 0, m14: 0, m21: t.m12, m22: t.m22, m23: 0, m24: 0,
                                           m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
            frozen.anchorPoint = Point(x: 0.5, y: 0.5)
            frozen.position = Point(x: root.bounds.midX, y: root.bounds.midY)
        }
        root.addSublayer(frozen)
    }

    /// Whether the frame's tree is drawn unturned (its pixels are the window's points times the scale).
    package var isUnturned: Bool { root.transform == .identity }
}
