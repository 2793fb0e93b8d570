import Raster

/// Geometry shared by the circle transitions.
enum CircleGeometry {
    /// The radius that makes a circle around the trigger's centre cover the whole screen: the
    /// distance to the farthest corner. (The Ping seed measures to the bottom-left corner, which
    /// is the farthest one for its top-right button; this is right for a button anywhere.)
    static func coveringRadius(from trigger: Rect, in bounds: Rect) -> Double {
        bounds.farthestCornerDistance(from: trigger.center)
    }

    /// The oval that grows from `trigger` until it covers the screen: the trigger inset by minus
    /// the covering radius (the reveal's end path in both circle transitions).
    static func coveringOval(around trigger: Rect, in bounds: Rect) -> Path {
        let r = coveringRadius(from: trigger, in: bounds)
        return .oval(in: trigger.insetBy(dx: -r, dy: -r))
    }
}
