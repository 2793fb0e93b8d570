internal import Transitions

/// The current time of the recording's virtual clock, in seconds (0 outside a recording).
public func CACurrentMediaTime() -> TimeInterval { Transitions.currentMediaTime() }
