/// UIView.AnimationOptions: the curve of a block animation (the subset that shapes frames).
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// UIKit's system curve, the option UIKit has no name for: `UIView.AnimationOptions(rawValue: 7 << 16)`
    /// (the keyboard's and UIKit's own transitions' curve; see `SystemCurve`).
    public static let curveSystem = AnimationOptions(rawValue: SystemCurve.rawValue << 16)

    /// UIKit keeps the curve in bits 16-19; the raw values it defines are 0-3 and 7.
    private var curveField: Int { (rawValue >> 16) & 0xF }

    /// The curve the curve bits select: easeInEaseOut when none is given, the system curve for 7.
    /// Raw values UIKit does not define (4-6, 8-15) stop the program: a silently wrong curve would
    /// be a wrong frame.
    public var timingCurve: TimingCurve {
        switch curveField {
        case 0: .easeInEaseOut
        case 1: .bezier(.easeIn)
        case 2: .bezier(.easeOut)
        case 3: .linear
        case SystemCurve.rawValue: .system
        default: preconditionFailure("UIView.AnimationOptions curve \(curveField) (raw value \(rawValue)) is not a curve UIKit defines; use 0-3 or 7")
        }
    }

    /// The Bézier timing function the curve bits select, or nil for the system curve.
    public var timingFunction: TimingFunction? {
        if case .bezier(let f) = timingCurve { return f }
        return nil
    }
}
