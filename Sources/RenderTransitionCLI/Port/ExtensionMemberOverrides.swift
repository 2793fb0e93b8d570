// On iOS an `@objc` member of an extension can be overridden in a subclass (the Objective-C
// runtime dispatches it); in Swift without that runtime an extension's members are statically
// dispatched, and the subclass's `override` fails to compile ("declarations in extensions
// cannot be overridden yet" / "non-@objc … cannot be overridden"). When the extended class is
// among the sources, port moves the member into the class's own body (as it moves overrides),
// where it takes a vtable slot and the override compiles. It cannot move it into a class it
// does not have (UIKit's own UIViewController) and does not guess at a restructuring, so there
// it warns at the member, naming the override and saying what to do.

/// Members of extensions that a subclass in the sources overrides.
struct ExtensionMemberOverrides {
    /// Per file, the members (by first token) to move into their class, with the reason.
    var moves: [Int: [Int: String]] = [:]
    /// For the members port cannot move: the warning, by file and first token.
    var warnings: [(file: Int, member: Int, warning: PortWarning)] = []

    /// The warnings left once `planned` moves are known: those of members that did not move.
    func warnings(in file: Int, afterMoving planned: [OverrideMove], sources: [SwiftSource]) -> [PortWarning] {
        warnings.filter { w in
            w.file == file && !planned.contains { $0.reason != nil && $0.sourceFile == file && $0.line == w.warning.line }
        }.map(\.warning)
    }

    static func find(_ sources: [SwiftSource], declarations: [[TypeDeclaration]]) -> ExtensionMemberOverrides {
        var result = ExtensionMemberOverrides()
        // Superclass (the first inherited name) of each class the sources declare.
        var superclass: [String: String] = [:]
        var classFile: [String: (path: String, line: Int)] = [:]
        var protocols: Set<String> = []
        for (file, types) in declarations.enumerated() {
            for type in types {
                if type.kind == .protocol { protocols.insert(type.name) }
                guard type.kind == .class else { continue }
                if let first = sources[file].inheritedNames(of: type).first { superclass[type.name] = Conformances.lastComponent(first) }
                classFile[type.name] = (sources[file].text.path, sources[file].text.line(of: sources[file].tokens[type.keyword].range.lowerBound))
            }
        }
        // Every override in a class or an extension: its key, the class and where it is.
        var overrides: [String: [(type: String, path: String, line: Int)]] = [:]
        for (file, types) in declarations.enumerated() {
            let source = sources[file]
            for type in types where type.kind == .class || type.kind == .extension {
                for member in source.members(of: type) where member.isOverride {
                    guard let key = key(of: member, in: source) else { continue }
                    overrides[key, default: []].append((Conformances.lastComponent(type.name), source.text.path,
                                                        source.text.line(of: source.tokens[member.headingStart].range.lowerBound)))
                }
            }
        }
        guard !overrides.isEmpty else { return result }
        for (file, types) in declarations.enumerated() {
            let source = sources[file]
            for type in types where type.kind == .extension && !type.constrainsSelf && !protocols.contains(type.name) {
                let extended = Conformances.lastComponent(type.name)
                for member in source.members(of: type) where !member.isOverride && !member.modifiers.contains("static") && !member.modifiers.contains("class") {
                    guard let key = key(of: member, in: source), let found = overrides[key] else { continue }
                    guard let subclass = found.first(where: { inherits($0.type, from: extended, superclass: superclass) }) else { continue }
                    let line = source.text.line(of: source.tokens[member.headingStart].range.lowerBound)
                    let overriddenIn = "\(subclass.type) overrides it (\(subclass.path):\(subclass.line))"
                    if let home = classFile[extended] {
                        result.moves[file, default: [:]][member.first] = "\(overriddenIn); without the Objective-C runtime an extension's member cannot be overridden"
                        result.warnings.append((file, member.first, PortWarning(path: source.text.path, line: line, message:
                            "'\(member.heading)' is declared in an extension of \(extended) and overridden in \(subclass.type) (\(subclass.path):\(subclass.line)); "
                            + "without the Objective-C runtime an extension's member cannot be overridden, and port cannot move it (other #if conditions): move it into class \(extended)'s own body (\(home.path):\(home.line))")))
                    } else {
                        result.warnings.append((file, member.first, PortWarning(path: source.text.path, line: line, message:
                            "'\(member.heading)' is declared in an extension of \(extended) and overridden in \(subclass.type) (\(subclass.path):\(subclass.line)); "
                            + "without the Objective-C runtime an extension's member cannot be overridden: \(extended) is not among the sources, so declare it in a class of your own between \(extended) and \(subclass.type) instead, or make it a protocol requirement with a default in a protocol extension and implement it in \(subclass.type) without override")))
                    }
                }
            }
        }
        return result
    }

    /// `func name(labels:)` or `var name`, or nil for other members.
    private static func key(of member: MemberDeclaration, in source: SwiftSource) -> String? {
        switch member.keyword {
        case "func": return DelegateSignatureCheck.fullName(of: member, in: source).map { "func " + $0.0 }
        case "var":
            guard let k = (member.headingStart...member.last).first(where: { source.isWord($0, "var") }),
                  let name = source.nextCode(after: k), source.tokens[name].kind == .identifier else { return nil }
            return "var " + source.text(at: name).replacingBackticks
        default: return nil
        }
    }

    /// UIKit's and Core Animation's classes that code subclasses, with their superclasses, so a
    /// chain that leaves the sources (`class Menu: UINavigationController`) still reaches the
    /// extended class (`extension UIViewController`).
    static let uikitSuperclasses: [String: String] = [
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UIViewController": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UITextField": "UIControl", "UIPageControl": "UIControl",
        "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UIStackView": "UIView",
        "UIVisualEffectView": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UINavigationBar": "UIView", "UITabBar": "UIView",
        "UIToolbar": "UIView", "UIWindow": "UIView", "UIView": "UIResponder",
        "UIPanGestureRecognizer": "UIGestureRecognizer", "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UISwipeGestureRecognizer": "UIGestureRecognizer",
        "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer", "CAReplicatorLayer": "CALayer", "CATextLayer": "CALayer",
        "CAEmitterLayer": "CALayer", "CATransformLayer": "CALayer",
    ]

    /// True when class `type` has `ancestor` on its superclass chain, as the sources declare it
    /// and, past them, as UIKit's classes inherit.
    private static func inherits(_ type: String, from ancestor: String, superclass: [String: String]) -> Bool {
        var current = type
        var steps = 0
        while let next = superclass[current] ?? uikitSuperclasses[current], steps < 1000 {
            if next == ancestor { return true }
            current = next
            steps += 1
        }
        return false
    }
}
