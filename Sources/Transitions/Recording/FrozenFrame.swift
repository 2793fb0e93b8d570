import Raster

/// One frame of a recording as its presentation tree stood at the frame's time: a private copy
/// of every layer's presentation values (no animations, reachable from nowhere else), so any
/// thread may draw it while the code that made it runs on.
public final class FrozenFrame: @unchecked Sendable {
    /// The frozen tree, drawn over the window's black.
    let root: Layer
    /// The time the frame shows, in seconds after the transition started.
    public let time: Double

    /// Freezes `layer`'s subtree as it shows at `time` on the clock it runs on; the frame is
    /// labelled `label` (the time since the transition started).
    package init(freezing layer: Layer, at time: Double, label: Double) {
        root = layer.frozenSubtree(at: time)
        self.time = label
    }

    /// The same frozen tree shown at another time (a frame reused in a composed recording).
    package init(_ frame: FrozenFrame, time: Double) {
        root = frame.root
        self.time = time
    }
}
