/// UIControl: target-action pairs for control events.
open class UIControl: UIView {
    private var actions: [(target: AnyObject?, action: Selector, events: UIControl.Event)] = []
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// Calls `action` on `target` when any of `events` happens.
    open func addTarget(_ target: Any?, action: Selector, for events: UIControl.Event) {
        actions.append((target as AnyObject?, action, events))
    }
    open func removeTarget(_ target: Any?, action: Selector?, for events: UIControl.Event) {
        actions.removeAll { $0.target === (target as AnyObject?) && $0.events.isSubset(of: events) }
    }
    /// Sends the actions registered for `events` (how a recording taps a button).
    open func sendActions(for events: UIControl.Event) {
        for a in actions where !a.events.intersection(events).isEmpty {
            guard let t = a.target else { continue }
            if !a.action.invoke(on: t, sender: self) {
                RecordingLog.error("\(type(of: self)) action: the selector's method does not belong to the target \(type(of: t))")
            }
        }
    }

    /// Control events.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFFFFFF)
    }

    /// Control states.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// Swift 4's spelling of `UIControl.Event`.
public typealias UIControlEvents = UIControl.Event
/// Swift 4's spelling of `UIControl.State`.
public typealias UIControlState = UIControl.State
