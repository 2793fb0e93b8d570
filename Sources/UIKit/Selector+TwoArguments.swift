// Selector of a method taking two arguments (`#selector(add(_:forKey:))`, which port writes as
// `Selector(CALayer.add(_:forKey:))`) and NSObject's `perform(_:with:with:)`, which calls it.
// Target-action passes one argument (the sender), so a control or recognizer given such a
// selector reports that its method cannot be called, as for any method of another class.

/// The two arguments `perform(_:with:with:)` hands a two-argument selector.
package struct SelectorArguments {
    let first: Any?
    let second: Any?
}

extension Selector {
    /// A method taking two arguments.
    public init<T: AnyObject, A, B>(_ method: @escaping (T) -> (A, B) -> Void) {
        self.init { (target: T) in
            { (arguments: SelectorArguments) in
                guard let a = arguments.first as? A, let b = arguments.second as? B else {
                    return RecordingLog.error("perform(_:with:with:) on \(T.self): the arguments are not of the types its method takes (\(A.self), \(B.self))")
                }
                method(target)(a, b)
            }
        }
    }

    /// A method taking two arguments and returning a value, which the call discards.
    public init<T: AnyObject, A, B, Result>(_ method: @escaping (T) -> (A, B) -> Result) {
        self.init { (target: T) in { (a: A, b: B) in _ = method(target)(a, b) } }
    }
}

extension NSObject {
    /// Calls a two-argument selector's method now with `object1` and `object2` (no result: nil).
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        if !aSelector.invoke(on: self, sender: SelectorArguments(first: object1 as Any?, second: object2 as Any?)) {
            RecordingLog.error("perform(_:with:with:) on \(type(of: self)): the selector's method does not belong to this class or takes other than two arguments")
        }
        return nil
    }
}
