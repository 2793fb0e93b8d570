// Selector from a method that returns a value (`@objc func handle(_ pan: UIPanGestureRecognizer) -> Bool`,
// which `#selector(handle(_:))` accepts on iOS, where the target-action call ignores the result).
// Covers methods taking nothing or the sender; the value is discarded, as UIKit's dispatch does.

extension Selector {
    /// A method taking no argument and returning a value, which the call discards.
    public init<T: AnyObject, Result>(_ method: @escaping (T) -> () -> Result) {
        self.init { (target: T) in { _ = method(target)() } }
    }

    /// A method taking the sender and returning a value, which the call discards.
    public init<T: AnyObject, Sender, Result>(_ method: @escaping (T) -> (Sender) -> Result) {
        self.init { (target: T) in { (sender: Sender) in _ = method(target)(sender) } }
    }
}
