/// Why `port` refused its sources: each case names the file (and line) and says what to do.
/// Any of them means nothing was written.
enum PortError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file's name does not end in `.swift`.
    case notSwiftFileName(path: String)
    /// The file holds bytes that are not UTF-8 (Swift source is UTF-8); `offset` is the first bad one.
    case notUTF8(path: String, offset: Int)
    /// The lexer met something Swift source cannot hold: an unterminated string or comment,
    /// unbalanced brackets, a control byte.
    case notSwift(path: String, line: Int, problem: String)
    /// An `override` member sits in an extension of a type none of the sources declares as a class.
    case overrideOutsideGivenClass(path: String, line: Int, member: String, typeName: String)
    /// Two sources declare a class of the same name, so an extension's overrides have no single home.
    case classDeclaredTwice(name: String, first: String, second: String)
    /// An `override` member in an extension sits inside `#if`, whose condition port cannot carry along.
    case overrideInsideConditional(path: String, line: Int, member: String)
    /// An extension's `override` is compiled under other `#if` conditions than its class, so
    /// moving it would change when it is compiled.
    case overrideUnderOtherConditions(path: String, line: Int, member: String, className: String, classPath: String)
    /// A `#selector` or `#keyPath` whose form port cannot rewrite.
    case unconvertibleReference(path: String, line: Int, text: String, reason: String)
    /// An `optional` protocol requirement whose type cannot hold UIKit's answer for a conformer
    /// without it (nil): `type` is the property's type or the method's return type when port
    /// could read it, nil for other requirements (a subscript).
    case optionalRequirement(path: String, line: Int, member: String, type: String?, isMethod: Bool)

    /// Several of the above, each reported (port reports every refusal of a run, not only the first).
    case several([PortError])

    /// `errors` as one error: the error itself when there is one, `several` (flattened) otherwise.
    static func combined(_ errors: [PortError]) -> PortError {
        let flat = errors.flatMap { error -> [PortError] in
            if case .several(let inner) = error { return inner }
            return [error]
        }
        return flat.count == 1 ? flat[0] : .several(flat)
    }

    /// Each error of this one (itself, or those of `several`).
    var all: [PortError] {
        if case .several(let inner) = self { return inner }
        return [self]
    }

    var description: String {
        switch self {
        case .several(let errors):
            // The command prints "error: " before the first line; the others get theirs here.
            errors.map(\.description).joined(separator: "\nerror: ")
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notSwiftFileName(let path):
            "\(path) is not a Swift source file (its name does not end in .swift); give port .swift files only"
        case .notUTF8(let path, let offset):
            "\(path) is not Swift source: byte \(offset) is not UTF-8 text"
        case .notSwift(let path, let line, let problem):
            "\(path):\(line): not Swift source: \(problem)"
        case .overrideOutsideGivenClass(let path, let line, let member, let typeName):
            "\(path):\(line): '\(member)' overrides from an extension of \(typeName), but no source declares class \(typeName); add the file that declares it"
        case .classDeclaredTwice(let name, let first, let second):
            "class \(name) is declared in both \(first) and \(second); port one app's sources at a time"
        case .overrideInsideConditional(let path, let line, let member):
            "\(path):\(line): '\(member)' overrides from an extension inside #if; move it into the class by hand"
        case .overrideUnderOtherConditions(let path, let line, let member, let className, let classPath):
            "\(path):\(line): '\(member)' is under other #if conditions than class \(className) in \(classPath); move it into the class by hand"
        case .unconvertibleReference(let path, let line, let text, let reason):
            "\(path):\(line): cannot rewrite \(text): \(reason)"
        case .optionalRequirement(let path, let line, let member, let type?, let isMethod):
            "\(path):\(line): '\(member)' is an optional requirement \(isMethod ? "returning" : "of type") \(type), which cannot hold nil, UIKit's answer for a conformer without it (uses through the protocol already see \(Self.optional(type))); declare it \(isMethod ? "returning" : "of type") \(Self.optional(type)) here and in every conformer, so that port gives it the default nil, or give it a default implementation in a protocol extension and drop 'optional'"
        case .optionalRequirement(let path, let line, let member, nil, _):
            "\(path):\(line): '\(member)' is an optional requirement, which UIKit's answer for a conformer without it (nil) does not fit; give it a default implementation in a protocol extension and drop 'optional'"
        }
    }

    /// `type` made optional as Swift spells it (a function or composition type needs parentheses).
    private static func optional(_ type: String) -> String {
        type.contains("->") || type.contains("&") || type.hasPrefix("any ") ? "(\(type))?" : type + "?"
    }
}
