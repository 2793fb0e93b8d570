// Covers nothing of method swizzling: `class_getInstanceMethod`, `class_getClassMethod`,
// `class_addMethod`, `class_replaceMethod`, `method_exchangeImplementations`,
// `method_getImplementation`, `method_setImplementation` are declared only so that code calling
// them stops at that line with a message saying what to do, instead of "cannot find in scope".
// Swizzling replaces a method of a class at run time, which needs the Objective-C runtime.

/// An Objective-C method (never made here).
public typealias Method = OpaquePointer
/// An Objective-C method implementation (never made here).
public typealias IMP = OpaquePointer

private let swizzling = "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run"

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func method_getImplementation(_ m: Method) -> IMP { fatalError(swizzling) }

@available(*, unavailable, message: "method swizzling needs the Objective-C runtime, which Swift on Linux does not have: override the method in a subclass, or call your code from where the swizzled method would run")
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { fatalError(swizzling) }
