// The visual format language: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
// with orientations, superview edges, standard (`-`: 8 between views, 20 to the superview) and
// explicit spacing, predicate lists with relations, priorities, metrics and other views, and the
// alignment options. A format it cannot parse is a recorded error naming the place, as UIKit's
// exception does, and gives no constraints.

extension NSLayoutConstraint {
    /// The constraints a visual format describes (not activated, as in UIKit).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            let caret = String(repeating: " ", count: error.offset) + "^"
            RecordingLog.error("Unable to parse constraint format: \n\(error.reason)\n\(parser.source)\n\(caret)")
            return []
        }
    }
}

/// Why and where a visual format failed.
struct VisualFormatError: Error {
    let reason: String
    let offset: Int
}

/// A recursive-descent parser for Apple's VFL grammar.
struct VisualFormatParser {
    private let text: [Character]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var i = 0
    private var vertical = false
    private var out: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        text = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// The format as parsed (without whitespace), which error offsets point into.
    var source: String { String(text) }

    private var lead: NSLayoutConstraint.Attribute {
        vertical ? .top : options.contains(.directionLeftToRight) ? .left : options.contains(.directionRightToLeft) ? .right : .leading
    }
    private var trail: NSLayoutConstraint.Attribute {
        vertical ? .bottom : options.contains(.directionLeftToRight) ? .right : options.contains(.directionRightToLeft) ? .left : .trailing
    }
    private var size: NSLayoutConstraint.Attribute { vertical ? .height : .width }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if text.count >= 2, text[1] == ":" {
            guard text[0] == "H" || text[0] == "V" else { throw fail("Expected 'H:' or 'V:' for the orientation") }
            vertical = text[0] == "V"
            i = 2
        }
        var startsAtSuperview = false
        var leadingConnection: [Predicate]?
        if peek("|") {
            i += 1
            startsAtSuperview = true
            leadingConnection = try connection()
        }
        var laid: [UIView] = []
        var pending: [Predicate]? = leadingConnection
        while true {
            let v = try view()
            if let first = laid.last {
                for p in pending ?? [] { add(v, lead, p.relation, first, trail, p.constant, p.priority) }
            } else if startsAtSuperview {
                guard let s = v.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                for p in leadingConnection ?? [] { add(v, lead, p.relation, s, lead, p.constant, p.priority) }
            }
            laid.append(v)
            if i == text.count { break }
            let c = try connection()
            if peek("|") {
                i += 1
                guard let s = v.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                for p in c { add(s, trail, p.relation, v, trail, p.constant, p.priority) }
                guard i == text.count else { throw fail("Expected the end of the format after '|'") }
                break
            }
            guard peek("[") else { throw fail("Expected a view") }
            pending = c
        }
        try align(laid)
        return out
    }

    /// Between two items: nothing (flush), `-` (standard: 20 beside `|`, else 8), or `-predicates-`.
    private mutating func connection() throws(VisualFormatError) -> [Predicate] {
        guard peek("-") else { return [Predicate()] }
        i += 1
        if peek("[") || peek("|") {
            let toSuperview = peek("|") || (i >= 2 && text[i - 2] == "|")
            return [Predicate(constant: toSuperview ? UIView.superviewSpacing : UIView.systemSpacing)]
        }
        let list = try predicates(allowViews: false)
        guard peek("-") else { throw fail("Expected '-' after the spacing") }
        i += 1
        return list
    }

    private mutating func view() throws(VisualFormatError) -> UIView {
        guard peek("[") else { throw fail("Expected a view") }
        i += 1
        let start = i
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let v = views[name] as? UIView else {
            i = start
            throw fail("\(name) is not a key in the views dictionary")
        }
        if peek("(") {
            for p in try predicates(allowViews: true) {
                if let other = p.view {
                    add(v, size, p.relation, other, size, 0, p.priority)
                } else {
                    let c = NSLayoutConstraint(item: v, attribute: size, relatedBy: p.relation, toItem: nil, attribute: .notAnAttribute,
                                               multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    out.append(c)
                }
            }
        }
        guard peek("]") else { throw fail("Expected ']'") }
        i += 1
        return v
    }

    /// `metric`, `number`, or `(predicate, predicate…)`.
    private mutating func predicates(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        guard peek("(") else { return [Predicate(constant: try constant())] }
        i += 1
        var list: [Predicate] = []
        repeat {
            if peek(",") { i += 1 }
            var p = Predicate()
            if match("==") { p.relation = .equal } else if match(">=") { p.relation = .greaterThanOrEqual } else if match("<=") { p.relation = .lessThanOrEqual }
            if allowViews, let c = text[safe: i], c.isLetter || c == "_" {
                let start = i
                let name = identifier()
                if let v = views[name] as? UIView { p.view = v } else if metrics[name] != nil { i = start; p.constant = try constant() } else {
                    i = start
                    throw fail("\(name) is not a key in the views or metrics dictionaries")
                }
            } else {
                p.constant = try constant()
            }
            if peek("@") {
                i += 1
                p.priority = UILayoutPriority(Float(try constant()))
            }
            list.append(p)
        } while peek(",")
        guard peek(")") else { throw fail("Expected ')' or ','") }
        i += 1
        return list
    }

    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        let start = i
        if let c = text[safe: i], c.isLetter || c == "_" {
            let name = identifier()
            guard let m = metrics[name] else { i = start; throw fail("\(name) is not a key in the metrics dictionary") }
            switch m {
            case let x as CGFloat: return x
            case let x as Double: return CGFloat(x)
            case let x as Int: return CGFloat(x)
            case let x as Float: return CGFloat(x)
            default: i = start; throw fail("the metric \(name) is a \(type(of: m)), not a number")
            }
        }
        if peek("-") || peek("+") { i += 1 }
        while let c = text[safe: i], c.isNumber || c == "." { i += 1 }
        guard let x = Double(String(text[start..<i])) else { i = start; throw fail("Expected a number or a metric name") }
        return CGFloat(x)
    }

    private mutating func align(_ laid: [UIView]) throws(VisualFormatError) {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true), (.alignAllTop, .top, false),
            (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false), (.alignAllFirstBaseline, .firstBaseline, false),
            (.alignAllLastBaseline, .lastBaseline, false),
        ]
        for (flag, attr, horizontal) in pairs where options.contains(flag) {
            guard horizontal == vertical else {
                i = 0
                throw fail("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
            }
            for (a, b) in zip(laid, laid.dropFirst()) { add(b, attr, .equal, a, attr, 0, .required) }
        }
    }

    private mutating func add(_ a: UIView, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: UIView,
                              _ ba: NSLayoutConstraint.Attribute, _ c: CGFloat, _ p: UILayoutPriority) {
        let k = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: 1, constant: c)
        k.priority = p
        out.append(k)
    }

    private func peek(_ c: Character) -> Bool { text[safe: i] == c }
    private mutating func match(_ s: String) -> Bool {
        let cs = Array(s)
        guard i + cs.count <= text.count, Array(text[i..<(i + cs.count)]) == cs else { return false }
        i += cs.count
        return true
    }
    private mutating func identifier() -> String {
        let start = i
        while let c = text[safe: i], c.isLetter || c.isNumber || c == "_" { i += 1 }
        return String(text[start..<i])
    }
    private func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: reason, offset: i) }
}

extension Array {
    fileprivate subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
