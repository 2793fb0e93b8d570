// UIStackView: axis, the five distributions, the alignments, spacing and custom spacing,
// isLayoutMarginsRelativeArrangement, add/insert/removeArrangedSubview; hidden arranged views
// collapse. It lays out by generating constraints (identifiers UISV-…, as UIKit names them),
// rebuilt in the layout pass whenever the arrangement changed. Not here: isBaselineRelativeArrangement's
// baseline-to-baseline spacing, the animated collapse of a view hidden inside an animation block
// (it hides at once; its neighbours animate).

/// A view that arranges its arranged subviews in a row or a column.
open class UIStackView: UIView {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How the arranged views sit across the stack.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var arrangement: [AnyHashable]?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init() { self.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }
    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes the view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeValue(forKey: ObjectIdentifier(view))
        setNeedsLayout()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) { customSpacings[ObjectIdentifier(view)] = spacing }
    open func customSpacing(after view: UIView) -> CGFloat { customSpacings[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault }
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// As `spacing` or a custom spacing: the system's standard spacing (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// Rebuilds the generated constraints if anything they depend on changed (run by the layout pass).
    package func refreshArrangement() {
        arrangedSubviews.removeAll { $0.superview !== self }
        var key: [AnyHashable] = [axis.rawValue, distribution.rawValue, alignment.rawValue, spacing, isLayoutMarginsRelativeArrangement]
        for v in arrangedSubviews {
            key += [ObjectIdentifier(v), v.isHidden, customSpacings[ObjectIdentifier(v)] ?? -1]
            if distribution == .fillProportionally { key.append(axis == .horizontal ? v.intrinsicContentSize.width : v.intrinsicContentSize.height) }
        }
        if key == arrangement { return }
        arrangement = key
        NSLayoutConstraint.deactivate(generated)
        for g in spacers { removeLayoutGuide(g) }
        spacers = []
        generated = build()
        NSLayoutConstraint.activate(generated)
    }

    private func build() -> [NSLayoutConstraint] {
        let h = axis == .horizontal
        let (lead, trail, size, center): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            h ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (cLead, cTrail, cSize, cCenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            h ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var out: [NSLayoutConstraint] = []
        func add(_ id: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                 _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required) {
            let k = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
            k.identifier = id
            k.priority = p
            out.append(k)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for v in arrangedSubviews where v.isHidden {
            add("UISV-hiding", v, size, .equal, nil, .notAnAttribute)
            add("UISV-hiding", v, lead, .equal, canvas, lead)
        }
        // Across: every arranged view, hidden or not, by the alignment.
        for v in arrangedSubviews {
            switch alignment {
            case .fill:
                add("UISV-alignment", v, cLead, .equal, canvas, cLead)
                add("UISV-alignment", v, cTrail, .equal, canvas, cTrail)
            case .leading:
                add("UISV-alignment", v, cLead, .equal, canvas, cLead)
                add("UISV-spanning-fit", v, cTrail, .lessThanOrEqual, canvas, cTrail)
            case .trailing:
                add("UISV-alignment", v, cTrail, .equal, canvas, cTrail)
                add("UISV-spanning-fit", v, cLead, .greaterThanOrEqual, canvas, cLead)
            case .center:
                add("UISV-alignment", v, cCenter, .equal, canvas, cCenter)
                add("UISV-spanning-fit", v, cLead, .greaterThanOrEqual, canvas, cLead)
            case .firstBaseline, .lastBaseline:
                let b: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if h, let first = visible.first, v !== first { add("UISV-alignment", v, b, .equal, first, b) }
                add("UISV-spanning-fit", v, cLead, .greaterThanOrEqual, canvas, cLead)
                add("UISV-spanning-fit", v, cTrail, .lessThanOrEqual, canvas, cTrail)
            }
        }
        if alignment != .fill { add("UISV-canvas-fit", canvas, cSize, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(49)) }
        guard let first = visible.first, let last = visible.last else { return out }
        // Along: the chain from edge to edge.
        add("UISV-canvas-connection", first, lead, .equal, canvas, lead)
        add("UISV-canvas-connection", last, trail, .equal, canvas, trail)
        let gaps = visible.dropLast().map { v -> CGFloat in
            let c = customSpacings[ObjectIdentifier(v)] ?? Self.spacingUseDefault
            let s = c == Self.spacingUseDefault ? spacing : c
            return s == Self.spacingUseSystem ? UIView.systemSpacing : s
        }
        var firstSpacer: UILayoutGuide?
        for (i, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let (a, b) = pair
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", b, lead, .equal, a, trail, 1, gaps[i])
            case .equalSpacing, .equalCentering:
                add("UISV-spacing", b, lead, .greaterThanOrEqual, a, trail, 1, gaps[i])
                let g = UILayoutGuide()
                g.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                g.role = .stackSpacer
                addLayoutGuide(g)
                spacers.append(g)
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? trail : center
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? lead : center
                add("UISV-distributing", g, lead, .equal, a, from)
                add("UISV-distributing", g, trail, .equal, b, to)
                if let f = firstSpacer {
                    add("UISV-fill-equally", g, size, .equal, f, size, 1, 0, distribution == .equalCentering ? UILayoutPriority(999) : .required)
                } else {
                    firstSpacer = g
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for v in visible.dropFirst() { add("UISV-fill-equally", v, size, .equal, first, size) }
        case .fillProportionally:
            let lengths = visible.map { v -> CGFloat in
                let s = v.intrinsicContentSize
                return max(h ? s.width : s.height, 0)
            }
            let total = lengths.reduce(0, +), spaces = gaps.reduce(0, +)
            guard total > 0 else { break }
            for (v, l) in zip(visible, lengths) {
                let p = l / total
                add("UISV-fill-proportionally", v, size, .equal, canvas, size, p, -p * spaces, UILayoutPriority(999))
            }
        default: break
        }
        return out
    }
}
