import Raster

/// Why a render cannot be planned: each case's description is one line naming the field and
/// its value in library terms (`scale 5 is outside 1...4`). A front end with its own names for
/// the fields (the command line's flags) renders the same sentence with `description(naming:)`.
public enum PlanError: Error, Equatable, CustomStringConvertible {
    case unknownTransition(String, known: [String])
    case fpsOutOfRange(Int)
    case scaleOutOfRange(Double)
    case invalidDuration(Double)
    case triggerMissing(transition: String)
    case triggerInvalid(Rect, screen: Size, reason: String)
    /// The scene's own trigger (its view `view`, or its fixed rectangle when nil) is unusable:
    /// the scene is at fault, not a setting.
    case sceneTriggerInvalid(view: String?, Rect, screen: Size, reason: String)
    case canvasTooLarge(width: Int, height: Int)
    /// The screen is under one pixel on a side at `scale`: the scene's size is at fault.
    case canvasEmpty(size: Size, scale: Double)
    case tooManyFrames(Int)
    case progressOutOfRange(Double)
    /// The transition is one UIKit animates itself (a sheet on its spring): it has no
    /// interactive animator to hold at a progress or drive by a pan.
    case notInteractive(transition: String)
    case invalidParameter(String, Double)
    /// A parameter name the transition does not read; `known` are the ones it does.
    case unknownParameter(String, transition: String, known: [String])
    /// A frame would ask for more compositing work than `limit` (see `RenderWorkEstimate`):
    /// `estimate` covered device pixels summed over `layers` drawing layers.
    case tooMuchWork(estimate: Double, layers: Int, limit: Double)
    /// The transition's code failed as it ran (it never completed, an animation never ended):
    /// the recorder's message.
    case runFailed(String)

    /// The setting a plan error is about, named as `RenderSettings` names it.
    public enum Field: String, Sendable, CaseIterable {
        case transition, fps, scale, duration, trigger, progress, parameters, workLimit
    }

    /// The setting this error is about.
    public var field: Field {
        switch self {
        case .unknownTransition, .runFailed: .transition
        case .fpsOutOfRange, .tooManyFrames: .fps
        case .scaleOutOfRange, .canvasTooLarge, .canvasEmpty: .scale
        case .invalidDuration: .duration
        case .triggerMissing, .triggerInvalid, .sceneTriggerInvalid: .trigger
        case .progressOutOfRange, .notInteractive: .progress
        case .invalidParameter, .unknownParameter: .parameters
        case .tooMuchWork: .workLimit
        }
    }

    /// The sentence with the settings' own names.
    public var description: String { description(naming: \.rawValue) }

    /// The sentence with each setting called what `name` returns (e.g. "--scale").
    public func description(naming name: (Field) -> String) -> String {
        switch self {
        case .unknownTransition(let n, let known):
            return "unknown transition '\(n)'; known transitions: \(known.joined(separator: ", "))"
        case .fpsOutOfRange(let f):
            return "\(name(.fps)) \(f) is outside \(RenderLimits.fps.lowerBound)...\(RenderLimits.fps.upperBound)"
        case .scaleOutOfRange(let s):
            return "\(name(.scale)) \(s.messageDescription) is outside "
                + "\(RenderLimits.scale.lowerBound.messageDescription)...\(RenderLimits.scale.upperBound.messageDescription)"
        case .invalidDuration(let d):
            return "\(name(.duration)) \(d.messageDescription) must be a number of seconds > 0 and at most \(Int(RenderLimits.maximumDuration))"
        case .triggerMissing(let t):
            return "transition '\(t)' starts from a trigger rectangle: give \(name(.trigger)) (X,Y,W,H in points) or a trigger view in the scene"
        case .triggerInvalid(let r, let s, let reason):
            let rect = [r.minX, r.minY, r.width, r.height].map(\.messageDescription).joined(separator: ",")
            return "\(name(.trigger)) \(rect) \(reason) (the screen is \(s.width.messageDescription) x \(s.height.messageDescription) points)"
        case .sceneTriggerInvalid(let view, let r, let s, let reason):
            let rect = [r.minX, r.minY, r.width, r.height].map(\.messageDescription).joined(separator: ",")
            let what = view.map { "the trigger view \"\($0)\" (at \(rect) on the screen)" } ?? "the scene's trigger rectangle \(rect)"
            return "\(what) \(reason) (the screen is \(s.width.messageDescription) x \(s.height.messageDescription) points); "
                + "give the trigger a size inside the screen"
        case .canvasEmpty(let size, let scale):
            return "the screen is \(size.width.messageDescription) x \(size.height.messageDescription) points, under one pixel a side at "
                + "scale \(scale.messageDescription); a frame needs at least 1 x 1 pixels: give the screen a larger size"
        case .canvasTooLarge(let w, let h):
            return "a \(w) x \(h) pixel frame is too large: at most \(Pixmap.maximumSide) px a side and \(Pixmap.maximumPixelCount) pixels; "
                + "lower \(name(.scale))"
        case .tooManyFrames(let n):
            return "the render would have \(n) frames, more than \(RenderLimits.maximumFrameCount); lower \(name(.fps)) or \(name(.duration))"
        case .progressOutOfRange(let p):
            return "\(name(.progress)) \(p.messageDescription) is outside 0...1"
        case .notInteractive(let t):
            return "transition '\(t)' is a sheet UIKit animates on its own spring, with no interactive animator: "
                + "it cannot be held at a \(name(.progress)) or driven by a pan; render it without one"
        case .unknownParameter(let parameter, let transition, let known):
            return "transition '\(transition)' has no parameter '\(parameter)' (in \(name(.parameters))); "
                + (known.isEmpty ? "it takes no parameters" : "its parameters: \(known.joined(separator: ", "))")
        case .tooMuchWork(let estimate, let layers, let limit):
            return "a frame would composite about \(Self.count(estimate)) device pixels (\(layers) drawing layers x the pixels each covers), "
                + "more than the \(name(.workLimit)) of \(Self.count(limit)); simplify the scene, lower \(name(.scale)), or raise \(name(.workLimit))"
        case .invalidParameter(let parameter, let v):
            return "transition parameter '\(parameter)' = \(v.messageDescription) is not a finite number"
        case .runFailed(let message):
            return message
        }
    }

    /// A large count in short form: 29.6 G, 1 G, 812.4 M, 5000.
    static func count(_ n: Double) -> String {
        guard n < 1e15 else { return n.messageDescription }
        for (unit, size) in [("G", 1e9), ("M", 1e6)] where n >= size {
            let scaled = (n / size * 10).rounded() / 10
            return "\(scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)) \(unit)"
        }
        return n == n.rounded() ? String(Int(n)) : n.messageDescription
    }
}
