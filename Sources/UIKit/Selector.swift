/// A method to call back, standing in for Objective-C's selector: an unapplied method
/// reference such as `Selector(Self.buttonWasTapped)`, which `render-transition port` writes
/// for `#selector(buttonWasTapped)`. A selector named by a string cannot be invoked without the
/// Objective-C runtime, so that form is absent.
public struct Selector {
    private let call: (AnyObject, Any?) -> Bool
    private let accepts: (AnyObject) -> Bool

    /// A method taking no argument.
    public init<T: AnyObject>(_ method: @escaping (T) -> () -> Void) {
        accepts = { $0 is T }
        call = { target, _ in
            guard let t = target as? T else { return false }
            method(t)()
            return true
        }
    }

    /// A method taking the sender (a control or a gesture recognizer).
    public init<T: AnyObject, Sender>(_ method: @escaping (T) -> (Sender) -> Void) {
        accepts = { $0 is T }
        call = { target, sender in
            guard let t = target as? T, let s = sender as? Sender else { return false }
            method(t)(s)
            return true
        }
    }

    /// Calls the method on `target`; false when the target is not of the method's class.
    /// Whether `target` has the method (is of the method's class): what `responds(to:)` answers.
    package func canInvoke(on target: AnyObject) -> Bool { accepts(target) }

    @discardableResult
    package func invoke(on target: AnyObject, sender: Any?) -> Bool { call(target, sender) }
}
