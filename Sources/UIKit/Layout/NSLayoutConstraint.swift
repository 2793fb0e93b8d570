// NSLayoutConstraint: both initialisers, activate/deactivate, isActive, constant, multiplier, priority,
// identifier, items, attributes and anchors, solved by the module's own engine (LayoutSolver).
// Not here: shouldBeArchived's archiving. Leading and trailing follow the layout direction (NSLayoutConstraint+LayoutDirection.swift).

/// A linear relation between two layout attributes: `first.attr1 (relation) multiplier × second.attr2 + constant`.
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }
    }

    /// `==`, `<=` or `>=` (UIKit's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The visual format language's options: the alignment of the views named in a format.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    private weak var storedFirst: AnyObject?
    private weak var storedSecond: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    private var storedConstant: CGFloat
    private var storedPriority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false
    /// The view whose `constraints` hold this one while it is active.
    package private(set) weak var installedOn: UIView?

    /// The form every constraint is made with: `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        storedFirst = view1 as AnyObject
        storedSecond = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
        super.init()
        if !(view1 is UIView || view1 is UILayoutGuide) {
            RecordingLog.error("NSLayoutConstraint: the first item is a \(type(of: view1)), not a UIView or UILayoutGuide")
        }
        if let view2, !(view2 is UIView || view2 is UILayoutGuide) {
            RecordingLog.error("NSLayoutConstraint: the second item is a \(type(of: view2)), not a UIView or UILayoutGuide")
        }
        if attr1 == .notAnAttribute { RecordingLog.error("NSLayoutConstraint: the first attribute cannot be .notAnAttribute") }
        if view2 != nil, attr1.isDimension != attr2.isDimension || (!attr1.isDimension && attr1.isHorizontal != attr2.isHorizontal) {
            RecordingLog.error("NSLayoutConstraint: \(attr1) cannot be related to \(attr2) (a location relates only to a location on the same axis, a size only to a size)")
        }
        if view2 == nil, !attr1.isDimension {
            RecordingLog.error("NSLayoutConstraint: a constraint on .\(attr1) needs a second item (only width and height can equal a constant)")
        }
    }

    open var firstItem: AnyObject? { storedFirst }
    open var secondItem: AnyObject? { storedSecond }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: storedFirst as Any, attribute: firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        storedSecond.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// The constant; a change re-solves incrementally on the next layout pass.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            storedConstant = newValue
            if isActive { markItemsNeedLayout() }
        }
    }

    /// The priority; UIKit refuses a change from or to required once the constraint is active.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            let p = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            if isActive, (p == .required) != (storedPriority == .required) {
                RecordingLog.error("NSLayoutConstraint.priority: an active constraint cannot change from or to required (\(storedPriority.rawValue) to \(p.rawValue)); set it before activating")
                return
            }
            storedPriority = p
            if isActive { markItemsNeedLayout() }
        }
    }

    /// Whether the constraint takes part in layout (installed on its items' nearest common ancestor).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let ancestor = commonAncestor() else {
                    RecordingLog.error("Unable to activate constraint \(self) because its items have no common ancestor. Does the constraint reference items in different view hierarchies? Add the views to one hierarchy before activating")
                    return
                }
                ancestor.install(self)
            } else {
                installedOn?.uninstall(self)
            }
        }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    package func setInstalled(_ view: UIView?) {
        installedOn = view
        markItemsNeedLayout()
    }

    /// The views whose own coordinates an item is laid out in (a guide: its owning view).
    package static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    private func markItemsNeedLayout() {
        ViewLayoutState.generation += 1
        for item in [storedFirst, storedSecond] {
            guard let v = Self.view(of: item) else { continue }
            v.setNeedsLayout()
            v.superview?.setNeedsLayout()
        }
        installedOn?.setNeedsLayout()
    }

    /// The nearest view that contains both items (a guide counts as inside its owning view).
    private func commonAncestor() -> UIView? {
        guard let a = Self.view(of: storedFirst) else { return nil }
        guard storedSecond != nil else { return a }
        guard let b = Self.view(of: storedSecond) else { return nil }
        // A constraint between a view and a guide it owns lives on the view; two siblings on their parent.
        var v: UIView? = a
        while let c = v {
            if b.isDescendant(of: c) { return c }
            v = c.superview
        }
        return nil
    }

    open override var description: String {
        let name = identifier.map { ":'\($0)'" } ?? ""
        return "<NSLayoutConstraint\(name) \(Self.describe(self))   (\(isActive ? "active" : "inactive"))>"
    }

    /// `UILabel.width == 2*UIView.width + 8` (names, not addresses, so logs are the same in every run).
    package static func describe(_ c: NSLayoutConstraint) -> String {
        let op = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if let s = c.storedSecond {
            rhs = (c.multiplier == 1 ? "" : "\(number(c.multiplier))*") + "\(itemName(s)).\(c.secondAttribute.name)"
            if c.constant != 0 { rhs += c.constant > 0 ? " + \(number(c.constant))" : " - \(number(-c.constant))" }
        } else {
            rhs = number(c.constant)
        }
        let p = c.priority == .required ? "" : " @\(number(CGFloat(c.priority.rawValue)))"
        return "\(itemName(c.storedFirst)).\(c.firstAttribute.name) \(op) \(rhs)\(p)"
    }

    package static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let g = item as? UILayoutGuide { return "'\(g.identifier)'" }
        return "\(type(of: item))"
    }

    package static func number(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : String(format: "%g", Double(x))
    }
}

extension NSLayoutConstraint.Attribute {
    var isDimension: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: true
        default: false
        }
    }
    /// The attribute a margin attribute names on the view's layout margins guide (nil: not a margin one).
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
    var name: String {
        switch self {
        case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
        case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
        case .centerX: "centerX"; case .centerY: "centerY"; case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"; case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"; case .bottomMargin: "bottomMargin"; case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"; case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"; case .notAnAttribute: "notAnAttribute"
        }
    }
}
