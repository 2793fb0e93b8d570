// Swift on Linux has no `@objc optional` requirements: the UIKit module declares UIKit's
// optional delegate methods with default implementations in protocol extensions. A method
// whose name is close to one of them but not exactly it (another argument label, a Swift 2
// spelling) compiles, and nothing ever calls it; on a device the Objective-C runtime would not
// call it either, but Xcode warns there ("nearly matches optional requirement"). port gives
// that warning here: a `func` in a class or extension named like one of these requirements
// whose full name matches none of them.

/// A method that looks meant to be a UIKit delegate method but is not spelled as one.
struct DelegateSignatureWarning: Equatable, Sendable, CustomStringConvertible {
    let path: String
    let line: Int
    /// The method's full name as written (`animationController(forPresented:presenting:)`).
    let written: String
    /// What UIKit calls, with the protocol that declares it.
    let expected: [String]

    var description: String { asWarning.description }

    /// As port prints it.
    var asWarning: PortWarning {
        PortWarning(path: path, line: line,
                    message: "\(written) is not \(expected.joined(separator: " or ")); UIKit never calls it — rename it to the requirement's exact labels")
    }
}

enum DelegateSignatureCheck {
    /// UIKit's optional requirements that transition code implements, by protocol.
    static let requirements: [(protocol: String, name: String)] = [
        ("UIViewControllerTransitioningDelegate", "animationController(forPresented:presenting:source:)"),
        ("UIViewControllerTransitioningDelegate", "animationController(forDismissed:)"),
        ("UIViewControllerTransitioningDelegate", "interactionControllerForPresentation(using:)"),
        ("UIViewControllerTransitioningDelegate", "interactionControllerForDismissal(using:)"),
        ("UIViewControllerTransitioningDelegate", "presentationController(forPresented:presenting:source:)"),
        ("UINavigationControllerDelegate", "navigationController(_:willShow:animated:)"),
        ("UINavigationControllerDelegate", "navigationController(_:didShow:animated:)"),
        ("UINavigationControllerDelegate", "navigationController(_:animationControllerFor:from:to:)"),
        ("UINavigationControllerDelegate", "navigationController(_:interactionControllerFor:)"),
        ("UIViewControllerAnimatedTransitioning", "animationEnded(_:)"),
        ("UIViewControllerAnimatedTransitioning", "interruptibleAnimator(using:)"),
        ("CAAnimationDelegate", "animationDidStart(_:)"),
        ("CAAnimationDelegate", "animationDidStop(_:finished:)"),
        ("UIGestureRecognizerDelegate", "gestureRecognizerShouldBegin(_:)"),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldRequireFailureOf:)"),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldBeRequiredToFailBy:)"),
        ("UIGestureRecognizerDelegate", "gestureRecognizer(_:shouldReceive:)"),
    ]

    /// Swift 2 names of the same requirements (the Objective-C selectors before Swift 3's renaming).
    static let formerNames: [String: String] = [
        "animationControllerForPresentedController": "animationController(forPresented:presenting:source:)",
        "animationControllerForDismissedController": "animationController(forDismissed:)",
        "presentationControllerForPresentedViewController": "presentationController(forPresented:presenting:source:)",
    ]

    /// The warnings for one file's classes and extensions. Only a type that conforms to the
    /// requirement's protocol (as far as `conformances` tells) is checked, and only a method
    /// UIKit could call: a `private` or `fileprivate` one is a helper.
    static func warnings(in source: SwiftSource, declarations: [TypeDeclaration],
                         conformances: Conformances) -> [DelegateSignatureWarning] {
        var warnings: [DelegateSignatureWarning] = []
        for type in declarations where type.kind == .class || type.kind == .extension {
            let own = requirements.filter { conformances.conforms(type.name, to: $0.protocol) }
            guard !own.isEmpty else { continue }
            for member in source.members(of: type) where member.keyword == "func" {
                if member.modifiers.contains("private") || member.modifiers.contains("fileprivate") { continue }
                guard let (name, line) = fullName(of: member, in: source) else { continue }
                let base = String(name.prefix { $0 != "(" })
                let sameBase = own.filter { $0.name.hasPrefix(base + "(") }
                var expected: [String] = []
                if !sameBase.isEmpty, !requirements.contains(where: { $0.name == name }) {
                    expected = sameBase.map { "\($0.protocol).\($0.name)" }
                } else if let renamed = formerNames[base], let r = own.first(where: { $0.name == renamed }) {
                    expected = ["\(r.protocol).\(r.name)"]
                }
                if !expected.isEmpty {
                    warnings.append(DelegateSignatureWarning(path: source.text.path, line: line, written: name, expected: expected))
                }
            }
        }
        return warnings
    }

    /// `name(label:label:)` of a `func` member and the line of its name; nil for an operator or
    /// a generic function port does not read (`func f<T>(…)`).
    static func fullName(of member: MemberDeclaration, in source: SwiftSource) -> (String, Int)? {
        var k = member.headingStart
        while k <= member.last, !source.isWord(k, "func") { k += 1 }
        guard k <= member.last, let nameIndex = source.nextCode(after: k), source.tokens[nameIndex].kind == .identifier,
              let open = source.nextCode(after: nameIndex), source.isSymbol(open, "(") else { return nil }
        var labels: [String] = []
        var depth = 0
        var parameterStart = true
        var j = open
        while j <= member.last {
            if source.tokens[j].isComment { j += 1; continue }
            let t = source.text(at: j)
            if source.tokens[j].kind == .punctuation {
                if t == "(" || t == "[" || t == "{" { depth += 1 }
                if t == ")" || t == "]" || t == "}" { depth -= 1; if depth == 0 { break } }
                if t == "," && depth == 1 { parameterStart = true; j += 1; continue }
            }
            if parameterStart, depth == 1, source.tokens[j].kind == .identifier {
                labels.append(t)
                parameterStart = false
            }
            j += 1
        }
        let name = source.text(at: nameIndex) + "(" + labels.map { $0 + ":" }.joined() + ")"
        return (name, source.text.line(of: source.tokens[nameIndex].range.lowerBound))
    }
}
