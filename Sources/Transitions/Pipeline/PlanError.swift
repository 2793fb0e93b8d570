import Raster

/// Why a render cannot be planned: each case's description is one line naming the value.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    case unknownTransition(String, known: [String])
    case fpsOutOfRange(Int)
    case scaleOutOfRange(Double)
    case invalidDuration(Double)
    case triggerMissing(transition: String)
    case triggerInvalid(Rect, screen: Size, reason: String)
    case canvasTooLarge(width: Int, height: Int)
    case tooManyFrames(Int)
    case progressOutOfRange(Double)
    case invalidParameter(String, Double)

    public var description: String {
        switch self {
        case .unknownTransition(let n, let known):
            "unknown transition '\(n)'; known transitions: \(known.joined(separator: ", "))"
        case .fpsOutOfRange(let f): "--fps \(f) is outside 1...1000"
        case .scaleOutOfRange(let s): "--scale \(Self.format(s)) is outside 1...4"
        case .invalidDuration(let d): "--duration \(d) must be a number of seconds > 0 and at most \(Int(RenderSettings.maximumDuration))"
        case .triggerMissing(let t):
            "transition '\(t)' starts from a trigger rectangle: pass --trigger X,Y,W,H (points) or give the scene a trigger view"
        case .triggerInvalid(let r, let s, let reason):
            "--trigger \(Self.format(r.minX)),\(Self.format(r.minY)),\(Self.format(r.width)),\(Self.format(r.height)) \(reason) (the screen is \(Self.format(s.width)) x \(Self.format(s.height)) points)"
        case .canvasTooLarge(let w, let h):
            "a \(w) x \(h) pixel frame is too large: at most \(Pixmap.maximumSide) px a side and \(Pixmap.maximumPixelCount) pixels; lower --scale"
        case .tooManyFrames(let n):
            "the render would have \(n) frames, more than \(RenderSettings.maximumFrameCount); lower --fps or --duration"
        case .progressOutOfRange(let p): "--progress \(p) is outside 0...1"
        case .invalidParameter(let name, let v): "transition parameter '\(name)' = \(v) is not a finite number"
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
