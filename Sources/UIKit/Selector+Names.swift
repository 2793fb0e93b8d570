// Covers nothing of selector names: `NSSelectorFromString`, `NSStringFromSelector` and
// `Selector.description` are declared only so that code using them stops at that line with a
// message saying what to do. A selector here is an unapplied method reference (Selector.swift),
// which has no name to print or to look up: finding a method by its name needs the Objective-C
// runtime, which Swift on Linux does not have.

@available(*, unavailable, message: "a selector named by a string needs the Objective-C runtime, which Swift on Linux does not have: write the method reference, Selector(TheClass.method(_:)), or call the method directly")
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError("unavailable") }

@available(*, unavailable, message: "a selector here is a method reference with no name (there is no Objective-C runtime to name it): compare or describe the method some other way")
public func NSStringFromSelector(_ aSelector: Selector) -> String { fatalError("unavailable") }

extension Selector {
    @available(*, unavailable, message: "a selector here is a method reference with no name (there is no Objective-C runtime to name it): compare or describe the method some other way")
    public var description: String { fatalError("unavailable") }
}
