/// What an animation shows outside its active period (`CAMediaTimingFillMode`).
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing: before the start and after the end the layer shows its model value (CA's default).
    case removed
    /// After the end, hold the animation's final frame.
    case forwards
    /// Before the start (during a delay), show the animation's first frame.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// True for `forwards` and `both`.
    public var fillsForwards: Bool { self == .forwards || self == .both }
    /// True for `backwards` and `both`.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}
