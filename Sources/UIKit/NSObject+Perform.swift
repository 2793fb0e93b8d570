import Foundation
internal import Transitions

// Covers NSObject's `responds(to:)`, `perform(_:)`, `perform(_:with:)`,
// `perform(_:with:afterDelay:)` (with or without `inModes:`) and
// `cancelPreviousPerformRequests(withTarget:)` for the module's Selector (an unapplied method
// reference); `perform(_:with:with:)` is in Selector+TwoArguments.swift. Absent:
// `cancelPreviousPerformRequests(withTarget:selector:object:)` (two unapplied method references
// cannot be compared without the Objective-C runtime: cancel by target instead).

extension NSObject {
    /// Whether this object has the selector's method: whether it is of the class the method
    /// reference names (the Objective-C runtime looks the method up; here the class is the method).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canInvoke(on: self)
    }

    /// Calls the selector's method now (its result, if any, is not returned: nil).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { perform(aSelector, with: nil) }

    /// Calls the selector's method now with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        if !aSelector.invoke(on: self, sender: object as Any?) {
            RecordingLog.error("perform(_:) on \(type(of: self)): the selector's method does not belong to this class (unrecognized selector)")
        }
        return nil
    }

    /// Calls the selector's method `delay` seconds later on the recording's virtual clock
    /// (on the main queue outside a recording); the target and argument are held until then.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = PerformRequest(target: self, selector: aSelector, argument: anArgument)
        PerformRequest.pending[ObjectIdentifier(self), default: []].append(request)
        let run = { request.run() }
        if let clock = Timeline.current {
            clock.schedule(at: clock.now + max(delay, 0), run)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + max(delay, 0), execute: run)
        }
    }

    /// `perform(_:with:afterDelay:)`; the run-loop modes do not matter on the virtual clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels every `perform(_:with:afterDelay:)` still waiting on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let key = ObjectIdentifier(aTarget as AnyObject)
        for r in PerformRequest.pending.removeValue(forKey: key) ?? [] { r.cancelled = true }
    }
}

/// A delayed perform, held (with its target) until it runs or is cancelled.
private final class PerformRequest {
    nonisolated(unsafe) static var pending: [ObjectIdentifier: [PerformRequest]] = [:]

    let target: NSObject
    let selector: Selector
    let argument: Any?
    var cancelled = false

    init(target: NSObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    func run() {
        let key = ObjectIdentifier(target)
        PerformRequest.pending[key]?.removeAll { $0 === self }
        if PerformRequest.pending[key]?.isEmpty == true { PerformRequest.pending[key] = nil }
        guard !cancelled else { return }
        target.perform(selector, with: argument)
    }
}
