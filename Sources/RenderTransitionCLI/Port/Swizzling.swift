// Swizzling exchanges or replaces method implementations through the Objective-C runtime
// (`method_exchangeImplementations(class_getInstanceMethod(…), …)`), which Swift on Linux does
// not have: there are no method lists to look up or exchange. port changes nothing there (the
// compiler reports the missing functions) but says where each use is and what to do instead.
// Overriding NSObject's message-forwarding hooks (`forwardingTarget(for:)`, `responds(to:)`,
// `forwardInvocation`…) is reported alike: no message reaches an object that lacks its method.

/// Warnings for uses of the Objective-C runtime's method-table functions.
enum Swizzling {
    static let functions: Set<String> = [
        "class_getInstanceMethod", "class_getClassMethod", "method_exchangeImplementations", "method_setImplementation",
        "method_getImplementation", "class_replaceMethod", "class_addMethod", "imp_implementationWithBlock",
        "method_getTypeEncoding", "class_copyMethodList",
    ]

    /// NSObject's message-forwarding hooks: overriding one asks the runtime to send the object
    /// messages it does not implement, which Swift on Linux cannot do.
    static let forwardingHooks: Set<String> = ["forwardingTarget", "forwardInvocation", "methodSignature", "resolveInstanceMethod", "resolveClassMethod"]

    static func warnings(in source: SwiftSource) -> [PortWarning] {
        var seenLines: Set<Int> = []
        var result: [PortWarning] = []
        // `override func forwardingTarget(for:)`, `override func responds(to:)`
        for i in source.tokens.indices where source.isWord(i, "func") {
            guard let name = source.nextCode(after: i), source.tokens[name].kind == .identifier else { continue }
            let word = source.text(at: name)
            guard forwardingHooks.contains(word) || word == "responds" else { continue }
            // The modifiers before `func` on its line (`open override`).
            var k = i, overrides = false
            while !source.startsLine(k), let previous = source.previousCode(before: k),
                  source.tokens[previous].kind == .identifier || source.tokens[previous].kind == .attribute {
                if source.isWord(previous, "override") { overrides = true }
                k = previous
            }
            guard overrides else { continue }
            let line = source.text.line(of: source.tokens[name].range.lowerBound)
            guard seenLines.insert(line).inserted else { continue }
            result.append(PortWarning(path: source.text.path, line: line, message:
                "overriding \(word) hooks into Objective-C message forwarding, which Swift on Linux does not have (NSObject has no such method to override here); "
                + "implement the methods you mean to forward and call the other object from them"))
        }
        for i in source.tokens.indices where source.tokens[i].kind == .identifier && functions.contains(source.text(at: i)) {
            if let previous = source.previousCode(before: i), source.isSymbol(previous, ".") || source.isWord(previous, "func") { continue }
            let line = source.text.line(of: source.tokens[i].range.lowerBound)
            guard seenLines.insert(line).inserted else { continue }
            result.append(PortWarning(path: source.text.path, line: line, message:
                "\(source.text(at: i)) swizzles methods through the Objective-C runtime, which Swift on Linux does not have; "
                + "call the replacement where the original is called, or override the method in a subclass of your own and use that class"))
        }
        return result
    }
}
