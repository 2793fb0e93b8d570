// Swizzling exchanges or replaces method implementations through the Objective-C runtime
// (`method_exchangeImplementations(class_getInstanceMethod(…), …)`), which Swift on Linux does
// not have: there are no method lists to look up or exchange. port changes nothing there (the
// compiler reports the missing functions) but says where each use is and what to do instead.

/// Warnings for uses of the Objective-C runtime's method-table functions.
enum Swizzling {
    static let functions: Set<String> = [
        "class_getInstanceMethod", "class_getClassMethod", "method_exchangeImplementations", "method_setImplementation",
        "method_getImplementation", "class_replaceMethod", "class_addMethod", "imp_implementationWithBlock",
        "method_getTypeEncoding", "class_copyMethodList",
    ]

    static func warnings(in source: SwiftSource) -> [PortWarning] {
        var seenLines: Set<Int> = []
        var result: [PortWarning] = []
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
